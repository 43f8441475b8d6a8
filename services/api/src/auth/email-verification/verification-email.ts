import { EMAIL_VERIFICATION_LINK_PATH } from '@shop/contracts/email-verification-page';
import { SHOP_NAME } from '@shop/contracts/site-pages';
import type { EmailMessage } from '../../mail/outbox.js';

export interface VerificationEmailInput {
  /** The email_verifications row: one e-mail per link, however often it is enqueued. */
  verificationId: number;
  to: string;
  firstName: string | null;
  token: string;
  publicUrl: URL;
  hours: number;
}

/** The link, on the address shoppers use (PUBLIC_URL), never one taken from a request. */
export function verificationLink(publicUrl: URL, token: string): string {
  const link = new URL(EMAIL_VERIFICATION_LINK_PATH, publicUrl);
  link.searchParams.set('token', token);
  return link.href;
}

export function verificationEmail(input: VerificationEmailInput): EmailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const lifetime = input.hours === 1 ? '1 hour' : `${input.hours} hours`;
  return {
    kind: 'email_verification',
    dedupeKey: `email-verification:${input.verificationId}`,
    to: input.to,
    subject: `Verify your e-mail address for ${SHOP_NAME}`,
    text:
      `${greeting}\n\nPlease confirm that this is your e-mail address by opening this link:\n\n` +
      `${verificationLink(input.publicUrl, input.token)}\n\n` +
      `The link works once and expires in ${lifetime}. You can shop in the meantime.\n\n` +
      `If you did not create an account at ${SHOP_NAME}, you can ignore this e-mail.\n\n${SHOP_NAME}`,
  };
}
