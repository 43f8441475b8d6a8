import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuditEntry as AuditEntryView, AuditQuery } from '@shop/contracts/admin';
import { AuditEntry } from './audit-entry.entity.js';

/** Pages of the audit log, newest first (served by its indexes on time and on record). */
@Injectable()
export class AuditLogReader {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async page(query: AuditQuery) {
    const [rows, total] = await this.entries.findAndCount({
      where: {
        ...(query.entityType ? { entityType: query.entityType } : {}),
        ...(query.entityId ? { entityId: query.entityId } : {}),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    return { items: rows.map(toView), page: query.page, pageSize: query.pageSize, total };
  }
}

function toView(row: AuditEntry): AuditEntryView {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
