import type { OutboxEmailView } from '@shop/contracts/admin-emails';
import type { OutboxEmail } from '../outbox-email.entity.js';
import { withoutSecretLinks } from '../secret-links.js';

export function toOutboxView(row: OutboxEmail): OutboxEmailView {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    // The team sees that a verification e-mail was sent, never its link.
    text: withoutSecretLinks(row),
    status: row.status,
    attempts: row.attempts,
    // Only a pending e-mail has a next try.
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
