import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditEntityType } from '@shop/contracts/admin';
import { AuditEntry } from './audit-entry.entity.js';

/** Who made a change: a signed-in member of the team, or the operator at the command line. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditedChange {
  action: string;
  entityType: AuditEntityType;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The operator running a command or a setting at start: no account, a name in the log. */
export const systemActor = (what: string): AuditActor => ({ id: null, email: what });

/**
 * Writes the audit log. Every back-office change calls `record` inside its own transaction, so a
 * change and its audit row are committed together or not at all.
 */
@Injectable()
export class AuditTrail {
  async record(manager: EntityManager, actor: AuditActor, change: AuditedChange): Promise<void> {
    const entry = manager.create(AuditEntry, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: change.action,
      entityType: change.entityType,
      entityId: String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
    });
    await manager.save(AuditEntry, entry, { reload: false });
  }
}
