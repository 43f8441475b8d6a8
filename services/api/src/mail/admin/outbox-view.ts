import type { OutboxEmailView } from '@shop/contracts/admin-emails';
import type { OutboxEmail } from '../outbox-email.entity.js';

/**
 * A verification link verifies the address for whoever opens it: shown to staff, it would let a
 * member of the team verify an address they do not hold (and, for an OWNER_EMAILS address, make
 * themselves owner). The team sees that the e-mail was sent, never its link.
 */
function visibleText(row: OutboxEmail): string {
  if (row.kind !== 'email_verification') return row.textBody;
  return row.textBody.replace(/\bhttps?:\/\/\S+/g, '[link hidden: only the recipient may open it]');
}

export function toOutboxView(row: OutboxEmail): OutboxEmailView {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: visibleText(row),
    status: row.status,
    attempts: row.attempts,
    // Only a pending e-mail has a next try.
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
