import type { DataSource } from 'typeorm';
import { AuditTrail, systemActor } from '../../audit/audit-trail.js';
import type { AppConfig } from '../../config/app-config.js';
import { User } from '../user.entity.js';
import { normalizeEmail } from '../users.service.js';
import { TeamService } from './team.service.js';

export type MakeOwnerOutcome = 'made owner' | 'already owner' | 'no account';

/** `npm run admin:create -- email`: the operator makes an existing account an owner (audited). */
export async function makeOwner(dataSource: DataSource, config: AppConfig, email: string): Promise<MakeOwnerOutcome> {
  const team = new TeamService(dataSource, new AuditTrail(), config);
  return dataSource.transaction(async (manager) => {
    const user = await manager.findOne(User, {
      where: { email: normalizeEmail(email) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user) return 'no account';
    if (user.role === 'owner') return 'already owner';
    await team.changeRole(manager, systemActor('npm run admin:create'), user, 'owner');
    return 'made owner';
  });
}
