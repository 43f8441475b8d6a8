import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import type { SetRoleRequest, StaffMember } from '@shop/contracts/admin';
import { type AuditActor, AuditTrail, systemActor } from '../../audit/audit-trail.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { User } from '../user.entity.js';
import { normalizeEmail } from '../users.service.js';

export function toStaffMember(user: User): StaffMember {
  const { id, email, firstName, lastName, role, emailVerified } = user;
  return { id, email, firstName, lastName, role, emailVerified };
}

/** The shop's team: who is staff or owner, and the owner's changes to it. */
@Injectable()
export class TeamService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<StaffMember[]> {
    const team = await this.dataSource.getRepository(User).find({
      where: { role: Not('shopper') },
      order: { role: 'DESC', email: 'ASC' },
    });
    return team.map(toStaffMember);
  }

  /** The owner gives an account a role; `shopper` takes it off the team. Never one's own role. */
  async setRole(actor: AuditActor, request: SetRoleRequest): Promise<StaffMember> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOne(User, {
        where: { email: normalizeEmail(request.email) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) {
        throw new ShopError('USER_NOT_FOUND', `There is no account with the email ${request.email}`, {
          fieldErrors: [{ field: 'email', message: 'No account uses this email; ask them to sign up first' }],
        });
      }
      if (user.id === actor.id) throw new ShopError('OWN_ROLE_UNCHANGEABLE');
      await this.changeRole(manager, actor, user, request.role);
      return toStaffMember(user);
    });
  }

  /**
   * OWNER_EMAILS: an account named there becomes owner once it has proved it holds that address
   * (its verification link, or a provider's `email_verified: true`), when the link is opened or at
   * its next sign-in; so a new shop's first owner needs no command line, and a stranger who
   * registers the address first gets nothing. Does nothing for anyone else, or for an owner.
   */
  async applyConfiguredOwner(user: User, manager?: EntityManager): Promise<void> {
    if (user.role === 'owner' || !user.emailVerified || !this.config.ownerEmails.includes(user.email)) return;
    const makeOwner = (transaction: EntityManager) =>
      this.changeRole(transaction, systemActor('OWNER_EMAILS setting'), user, 'owner');
    await (manager ? makeOwner(manager) : this.dataSource.transaction(makeOwner));
  }

  /** Shared by the owner's screen, OWNER_EMAILS and `npm run admin:create`. */
  async changeRole(manager: EntityManager, actor: AuditActor, user: User, role: User['role']): Promise<void> {
    if (user.role === role) return;
    const before = user.role;
    await manager.update(User, { id: user.id }, { role });
    user.role = role;
    await this.audit.record(manager, actor, {
      action: 'staff.role',
      entityType: 'user',
      entityId: user.id,
      before: { email: user.email, role: before },
      after: { email: user.email, role },
    });
  }
}
