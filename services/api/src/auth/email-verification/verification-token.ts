import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes in base64url: 43 characters, 256 bits no one can guess. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newVerificationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored and looked up. A fast hash is enough: the token is random and long, so there is
 * nothing to brute-force, unlike a password.
 */
export function verificationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Anything else (missing, cut short by a mail client, altered) cannot be one of ours. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}
