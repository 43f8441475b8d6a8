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
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
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
   * OWNER_EMAILS: an account named there becomes owner when it signs in, so a new shop's first
   * owner needs no command line. Does nothing for anyone else, or for someone already owner.
   */
  async applyConfiguredOwner(user: User): Promise<void> {
    if (user.role === 'owner' || !this.config.ownerEmails.includes(user.email)) return;
    await this.dataSource.transaction((manager) =>
      this.changeRole(manager, systemActor('OWNER_EMAILS setting'), user, 'owner'),
    );
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
