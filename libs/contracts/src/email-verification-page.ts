/**
 * Where a verification link lands. The API acts on the link (GET /api/auth/verify-email) and
 * redirects to this shell page with the outcome, so the link works without JavaScript.
 *
 * No zod here: the shell's route table imports it into its first script (the schemas are in
 * email-verification.ts, loaded with the page).
 */
export const EMAIL_VERIFICATION_PAGE_PATH = '/verify-email';

/** The link the verification e-mail carries: `?token=` a random token, stored only as a hash. */
export const EMAIL_VERIFICATION_LINK_PATH = '/api/auth/verify-email';

/**
 * What opening a link did: `verified` now; `already-verified` (the link, or another one, was used
 * before); `expired`; `invalid` (unknown or altered token, or the account's e-mail changed since).
 */
export const EMAIL_VERIFICATION_RESULTS = ['verified', 'already-verified', 'expired', 'invalid'] as const;
export type EmailVerificationResult = (typeof EMAIL_VERIFICATION_RESULTS)[number];

export function isEmailVerificationResult(value: string | null): value is EmailVerificationResult {
  return (EMAIL_VERIFICATION_RESULTS as readonly (string | null)[]).includes(value);
}
