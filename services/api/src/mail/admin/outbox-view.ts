import type { OutboxEmailView } from '@shop/contracts/admin-emails';
import type { OutboxEmail } from '../outbox-email.entity.js';

export function toOutboxView(row: OutboxEmail): OutboxEmailView {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    attempts: row.attempts,
    // Only a pending e-mail has a next try.
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
