import type { OutboxEmail } from './outbox-email.entity.js';

const HIDDEN_LINK = '[link hidden: only the recipient may open it]';

/**
 * A verification link verifies the address for whoever opens it: shown to staff, it would let a
 * member of the team verify an address they do not hold (and, for an OWNER_EMAILS address, make
 * themselves owner), and kept in the outbox row after it was sent, anyone who reads the database
 * could. Such an e-mail's text with its links hidden; any other e-mail's text as it is.
 */
export function withoutSecretLinks(email: Pick<OutboxEmail, 'kind' | 'textBody'>): string {
  if (email.kind !== 'email_verification') return email.textBody;
  return email.textBody.replace(/\bhttps?:\/\/\S+/g, HIDDEN_LINK);
}
