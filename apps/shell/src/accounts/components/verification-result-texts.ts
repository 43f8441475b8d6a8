import type { EmailVerificationResult } from '@shop/contracts/email-verification-page';

export interface VerificationPageText {
  heading: string;
  message: string;
  /** Whether the shopper may need a new link (offered below the message). */
  offerNewLink: boolean;
}

/** What the page says after a link was opened, and when it is opened on its own. */
export const VERIFICATION_RESULT_TEXTS: Record<EmailVerificationResult | 'none', VerificationPageText> = {
  verified: {
    heading: 'E-mail address verified',
    message: 'Thank you: your e-mail address is verified.',
    offerNewLink: false,
  },
  'already-verified': {
    heading: 'E-mail address already verified',
    message: 'This link has already been used, and your e-mail address is verified. There is nothing more to do.',
    offerNewLink: false,
  },
  expired: {
    heading: 'This link has expired',
    message: 'Verification links work for a limited time. Ask for a new one below and open it from the new e-mail.',
    offerNewLink: true,
  },
  invalid: {
    heading: 'This link does not work',
    message:
      'This verification link is not valid, or it was sent to an address your account no longer has. Check that you opened the whole link, or ask for a new one below.',
    offerNewLink: true,
  },
  none: {
    heading: 'Verify your e-mail address',
    message: 'We e-mail a link to the address of your account; opening it shows that the address is yours.',
    offerNewLink: true,
  },
};
