import type { AuditedChange } from '../audit/audit-trail.js';
import type { LockedItem } from './inbox.reader.js';

/**
 * Where an item's changes are written in the audit log: contact messages and inquiries as
 * 'inbox' rows (`contact-12`, `inquiry-3`), chats as 'chat' rows by their number (never the
 * session id, the shopper's key to the conversation).
 */
export function auditTarget(item: LockedItem): Pick<AuditedChange, 'entityType' | 'entityId'> {
  if (item.kind === 'chat') return { entityType: 'chat', entityId: item.row.number };
  return { entityType: 'inbox', entityId: `${item.kind}-${item.row.id}` };
}

/** The action's name in the audit log: `inbox.status`, `chat.reply`… */
export const auditAction = (item: LockedItem, what: 'status' | 'assign' | 'note' | 'reply') =>
  `${item.kind === 'chat' ? 'chat' : 'inbox'}.${what}`;

/** The fields a change can touch, as the audit row's before and after. */
export function snapshotOf(item: LockedItem): Record<string, unknown> {
  switch (item.kind) {
    case 'contact':
      return { status: item.row.status, assigneeId: item.row.assigneeId };
    case 'inquiry':
      return { status: item.row.status, assigneeId: item.row.assigneeId, quoteCents: item.row.quoteCents };
    case 'chat':
      return { status: item.row.handoffState, assigneeId: item.row.assigneeId };
  }
}

/** The item's number in the inbox: a row id, or a chat's number. */
export const itemNumber = (item: LockedItem) => (item.kind === 'chat' ? item.row.number : item.row.id);

/** The status the inbox shows for the item. */
export const statusOf = (item: LockedItem): string => (item.kind === 'chat' ? item.row.handoffState : item.row.status);
