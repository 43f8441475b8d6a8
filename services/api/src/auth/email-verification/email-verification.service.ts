import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EmailVerificationStatus, VerificationEmailSent } from '@shop/contracts/email-verification';
import type { EmailVerificationResult } from '@shop/contracts/email-verification-page';
import { CLOCK, type Clock } from '../../common/clock.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { rateLimited } from '../../common/rate-limit/rate-limited.js';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { Outbox } from '../../mail/outbox.js';
import { TeamService } from '../team/team.service.js';
import { User } from '../user.entity.js';
import { EmailVerification } from './email-verification.entity.js';
import { verificationEmail } from './verification-email.js';
import { isWellFormedToken, newVerificationToken, verificationTokenHash } from './verification-token.js';

/**
 * Proving an account holds its e-mail address: a single-use, expiring link e-mailed through the
 * outbox. Until then the account shops as usual; only OWNER_EMAILS waits for the proof.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly team: TeamService,
    private readonly rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  status(user: User): EmailVerificationStatus {
    return { email: user.email, verified: user.emailVerified };
  }

  /**
   * A new link for the account's current address, left in the outbox inside the caller's
   * transaction (a sign-up is never committed without its e-mail, nor the e-mail without the link).
   */
  async sendLink(manager: EntityManager, user: Pick<User, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = newVerificationToken();
    const hours = this.config.emailVerificationHours;
    const link = await manager.save(
      manager.create(EmailVerification, {
        userId: user.id,
        email: user.email,
        tokenHash: verificationTokenHash(token),
        expiresAt: new Date(this.clock.now().getTime() + hours * 3_600_000),
        usedAt: null,
      }),
    );
    await this.outbox.enqueue(
      manager,
      verificationEmail({
        verificationId: link.id,
        to: user.email,
        firstName: user.firstName,
        token,
        publicUrl: this.config.publicUrl,
        hours,
      }),
    );
  }

  /** The shopper asks for another link (the last one expired or went missing); each costs an e-mail. */
  async resend(user: User): Promise<VerificationEmailSent> {
    if (user.emailVerified) throw new ShopError('EMAIL_ALREADY_VERIFIED');
    const limit = await this.rateLimits.consume('verificationEmailsPerAccount', user.id);
    if (limit.blocked) throw rateLimited('Too many verification e-mails were asked for.', limit.retryAfterSeconds);
    await this.dataSource.transaction((manager) => this.sendLink(manager, user));
    return { sentTo: user.email };
  }

  /**
   * Opens a link. Only an unused, unexpired link for the account's current address verifies it,
   * and only the account it was sent for, whoever opens it; every other outcome changes nothing.
   * The link row is locked, so two clicks at once verify once.
   */
  async verify(token: unknown): Promise<EmailVerificationResult> {
    if (!isWellFormedToken(token)) return 'invalid';
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const link = await manager.findOne(EmailVerification, {
        where: { tokenHash: verificationTokenHash(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link) return 'invalid';
      const user = await manager.findOne(User, { where: { id: link.userId }, lock: { mode: 'pessimistic_write' } });
      // Sent to an address the account no longer has: it proves nothing about the current one.
      if (!user || user.email !== link.email) return 'invalid';
      if (user.emailVerified) return 'already-verified';
      if (link.usedAt) return 'invalid';
      if (link.expiresAt <= now) return 'expired';
      await manager.update(EmailVerification, { id: link.id }, { usedAt: now });
      await manager.update(User, { id: user.id }, { emailVerified: true });
      user.emailVerified = true;
      await this.team.applyConfiguredOwner(user, manager);
      return 'verified';
    });
  }
}
