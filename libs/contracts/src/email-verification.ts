import { z } from './zod.js';

export {
  EMAIL_VERIFICATION_LINK_PATH,
  EMAIL_VERIFICATION_PAGE_PATH,
  EMAIL_VERIFICATION_RESULTS,
  type EmailVerificationResult,
} from './email-verification-page.js';

/** GET /api/auth/email-verification: whether the signed-in account's address is verified. */
export const emailVerificationStatusSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

/** POST /api/auth/email-verification: a new link is on its way to this address. */
export const verificationEmailSentSchema = z.object({ sentTo: z.string() });
export type VerificationEmailSent = z.infer<typeof verificationEmailSentSchema>;
