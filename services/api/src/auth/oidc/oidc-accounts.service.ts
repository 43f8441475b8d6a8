import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/postgres-errors.js';
import { User } from '../user.entity.js';
import { UserIdentity } from '../user-identity.entity.js';
import { normalizeEmail } from '../users.service.js';
import type { ProviderProfile } from './provider-profile.js';

/** The provider's name for a person: its issuer and the stable subject id it gives them. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
}

/** A provider sign-in that may join a built-in account once the shopper signs in with its password. */
export interface PendingIdentityLink extends ProviderIdentity {
  email: string;
  expiresAt: number;
}

export type OidcSignInOutcome =
  | { kind: 'signed-in'; user: User; idToken: string | undefined }
  /** A built-in account has this email: its owner must sign in with its password once. */
  | { kind: 'link-required'; pending: PendingIdentityLink }
  /** The account cannot be joined safely (no password to prove ownership, nothing verified). */
  | { kind: 'cannot-link' }
  | { kind: 'failed'; reason: string };

/** How long a provider sign-in waits for the password that links it. */
const PENDING_LINK_MINUTES = 10;

/**
 * Which shop user an OpenID Connect sign-in is. Identities are matched by issuer and subject, never
 * by email alone: otherwise anyone who registered a built-in account with someone else's email
 * beforehand would share that person's account once they sign in with their provider. A new
 * identity joins an existing account only when the shopper proves they own it (its password, once)
 * or when both the provider and the shop have verified the email.
 */
@Injectable()
export class OidcAccountsService {
  private readonly logger = new Logger(OidcAccountsService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async signIn(
    identity: ProviderIdentity,
    profile: ProviderProfile,
    idToken: string | undefined,
  ): Promise<OidcSignInOutcome> {
    try {
      return await this.dataSource.transaction((manager) => this.resolve(manager, identity, profile, idToken));
    } catch (error) {
      // Two first sign-ins of one person at once: the second finds what the first created.
      if (!isUniqueViolation(error)) throw error;
      return this.dataSource.transaction((manager) => this.resolve(manager, identity, profile, idToken));
    }
  }

  /** After a password sign-in: joins the waiting provider identity if it is for this very account. */
  async completePendingLink(pending: PendingIdentityLink, user: User, now = Date.now()): Promise<boolean> {
    if (pending.expiresAt < now || pending.email !== normalizeEmail(user.email)) return false;
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(UserIdentity)
      .values({ userId: user.id, issuer: pending.issuer, subject: pending.subject })
      .orIgnore()
      .returning(['id'])
      .execute();
    const linked = result.raw.length > 0;
    if (linked) this.logger.log(`Linked a ${pending.issuer} identity to user ${user.id} after a password sign-in`);
    return linked;
  }

  private async resolve(
    manager: EntityManager,
    identity: ProviderIdentity,
    profile: ProviderProfile,
    idToken: string | undefined,
  ): Promise<OidcSignInOutcome> {
    const known = await manager.findOne(UserIdentity, { where: identity, relations: { user: true } });
    if (known) return { kind: 'signed-in', user: await this.refresh(manager, known.user, profile), idToken };

    const existing = await manager
      .createQueryBuilder(User, 'user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: profile.email })
      .getOne();
    if (!existing) {
      const user = await manager.save(
        manager.create(User, {
          email: profile.email,
          emailVerified: profile.emailVerified,
          firstName: profile.firstName,
          lastName: profile.lastName,
          profileImageUrl: profile.profileImageUrl,
          passwordHash: null,
        }),
      );
      await manager.insert(UserIdentity, { ...identity, userId: user.id });
      return { kind: 'signed-in', user, idToken };
    }
    if (profile.emailVerified && existing.emailVerified) {
      await manager.insert(UserIdentity, { ...identity, userId: existing.id });
      return { kind: 'signed-in', user: await this.refresh(manager, existing, profile), idToken };
    }
    if (existing.passwordHash) {
      const expiresAt = Date.now() + PENDING_LINK_MINUTES * 60_000;
      return { kind: 'link-required', pending: { ...identity, email: profile.email, expiresAt } };
    }
    return { kind: 'cannot-link' };
  }

  /**
   * The provider's current names and picture; the email and password stay as they are. A provider
   * that now vouches for the account's very address (`email_verified: true`) verifies it.
   */
  private async refresh(manager: EntityManager, user: User, profile: ProviderProfile): Promise<User> {
    const changes = {
      firstName: profile.firstName ?? user.firstName,
      lastName: profile.lastName ?? user.lastName,
      profileImageUrl: profile.profileImageUrl ?? user.profileImageUrl,
      ...(profile.emailVerified && profile.email === user.email ? { emailVerified: true } : {}),
    };
    await manager.update(User, { id: user.id }, changes);
    return manager.findOneByOrFail(User, { id: user.id });
  }
}
