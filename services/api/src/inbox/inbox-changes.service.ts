import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  canMoveInboxItem,
  INBOX_STATUSES_BY_KIND,
  isStatusOf,
  type InboxItem,
  type InboxKind,
  type InboxStatusChange,
} from '@shop/contracts/admin-inbox';
import { AuditTrail, type AuditActor } from '../audit/audit-trail.js';
import { ShopError } from '../common/errors/shop-error.js';
import { ChatTables } from '../chat/chat-tables.js';
import { ContactTables } from '../contact/contact-tables.js';
import { auditAction, auditTarget, snapshotOf, statusOf, itemNumber } from './inbox-audit.js';
import { InboxEntry } from './inbox-entry.entity.js';
import { InboxReader, type LockedItem } from './inbox.reader.js';

const KIND_WORDS: Record<InboxKind, string> = { contact: 'message', inquiry: 'inquiry', chat: 'chat' };

/** A status in a sentence: "This inquiry is won", "it cannot move to in progress". */
const STATUS_WORDS: Record<string, string> = {
  open: 'open',
  answered: 'answered',
  closed: 'closed',
  new: 'new',
  in_progress: 'in progress',
  quoted: 'quoted',
  won: 'won',
  lost: 'lost',
  'awaiting-email': 'waiting for an address',
};

/** A 4xx naming the field, as the validation pipe answers. */
function invalidField(field: string, message: string): ShopError {
  return new ShopError('VALIDATION_FAILED', `Invalid request body: ${field}: ${message}`, {
    fieldErrors: [{ field, message }],
  });
}

function refused(message: string, field?: string): ShopError {
  return new ShopError('INBOX_CHANGE_NOT_ALLOWED', message, field ? { fieldErrors: [{ field, message }] } : {});
}

/**
 * The team's changes to an inbox item: its status (only the moves INBOX_TRANSITIONS allows), who
 * looks after it, and internal notes. Each locks the item's row, so two changes at once run one
 * after the other, and writes its audit row in the same transaction.
 */
@Injectable()
export class InboxChanges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly reader: InboxReader,
    private readonly chat: ChatTables,
    private readonly contact: ContactTables,
  ) {}

  changeStatus(kind: InboxKind, id: number, change: InboxStatusChange, actor: AuditActor): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const item = await this.reader.lock(manager, kind, id);
      const to = change.status;
      if (!isStatusOf(kind, to)) {
        throw invalidField(
          'status',
          `A ${KIND_WORDS[kind]}'s status is one of: ${INBOX_STATUSES_BY_KIND[kind].join(', ')}`,
        );
      }
      const from = statusOf(item);
      if (!canMoveInboxItem(kind, from, to)) {
        const message =
          from === to
            ? `This ${KIND_WORDS[kind]} is already ${STATUS_WORDS[to]}.`
            : `This ${KIND_WORDS[kind]} is ${STATUS_WORDS[from]}: it cannot move to ${STATUS_WORDS[to]}.`;
        throw refused(message, 'status');
      }
      const before = snapshotOf(item);
      if (item.kind === 'chat') item.row.handoffState = to as typeof item.row.handoffState;
      else if (item.kind === 'contact') item.row.status = to as typeof item.row.status;
      else {
        item.row.status = to as typeof item.row.status;
        if (change.quoteCents !== undefined) item.row.quoteCents = change.quoteCents;
      }
      await this.saveItem(manager, item);
      await this.audit.record(manager, actor, {
        action: auditAction(item, 'status'),
        ...auditTarget(item),
        before,
        after: snapshotOf(item),
      });
      return this.reader.detail(kind, itemNumber(item), manager);
    });
  }

  /** Assigns the item to a member of the team (staff or owner), or to nobody with null. */
  assign(kind: InboxKind, id: number, assigneeId: string | null, actor: AuditActor): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const item = await this.reader.lock(manager, kind, id);
      if (assigneeId !== null) {
        const [member] = (await manager.query(`SELECT 1 FROM users WHERE id = $1 AND role IN ('staff', 'owner')`, [
          assigneeId,
        ])) as unknown[];
        if (!member) throw invalidField('assigneeId', 'Assign to a member of the team (staff or owner)');
      }
      if (item.row.assigneeId === assigneeId) {
        throw refused(
          assigneeId === null
            ? `This ${KIND_WORDS[kind]} is not assigned to anyone.`
            : `This ${KIND_WORDS[kind]} is already assigned to that person.`,
          'assigneeId',
        );
      }
      const before = snapshotOf(item);
      item.row.assigneeId = assigneeId;
      await this.saveItem(manager, item);
      await this.audit.record(manager, actor, {
        action: auditAction(item, 'assign'),
        ...auditTarget(item),
        before,
        after: snapshotOf(item),
      });
      return this.reader.detail(kind, itemNumber(item), manager);
    });
  }

  /** An internal note: the team sees it, the sender never does. */
  addNote(kind: InboxKind, id: number, text: string, actor: AuditActor): Promise<InboxItem> {
    return this.dataSource.transaction(async (manager) => {
      const item = await this.reader.lock(manager, kind, id);
      const entry = await manager.save(
        manager.create(InboxEntry, {
          itemKind: kind,
          itemId: itemNumber(item),
          kind: 'note',
          text,
          authorId: actor.id,
          authorEmail: actor.email,
        }),
      );
      await this.audit.record(manager, actor, {
        action: auditAction(item, 'note'),
        ...auditTarget(item),
        before: null,
        after: { noteId: entry.id, text },
      });
      return this.reader.detail(kind, itemNumber(item), manager);
    });
  }

  /** Writes one item's changed columns (the row is locked, so nothing else wrote meanwhile). */
  private async saveItem(manager: EntityManager, item: LockedItem): Promise<void> {
    if (item.kind === 'contact') {
      const { status, assigneeId } = item.row;
      await manager.update(this.contact.messages, { id: item.row.id }, { status, assigneeId });
    } else if (item.kind === 'inquiry') {
      const { status, assigneeId, quoteCents } = item.row;
      await manager.update(this.contact.inquiries, { id: item.row.id }, { status, assigneeId, quoteCents });
    } else {
      const { handoffState, assigneeId } = item.row;
      await manager.update(this.chat.sessions, { id: item.row.id }, { handoffState, assigneeId });
    }
  }
}
