import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/contracts/auth';

/**
 * NIST SP 800-63B style: a length floor, long passphrases allowed, and a refusal of passwords
 * that appear in breach-derived lists of common passwords (zxcvbn-ts's list, ~18,000 entries of 8+
 * characters), or that merely repeat the shopper's own email or name.
 */
const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

/** The reason a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  const normalized = password.toLowerCase();
  if (commonPasswords.has(normalized) || /^(.)\1+$/.test(password)) {
    return 'This password is too common. Choose a less predictable one.';
  }
  const personal = [owner.email, owner.email.split('@')[0] ?? '', `${owner.firstName}${owner.lastName}`]
    .map((value) => value.toLowerCase().replace(/\s+/g, ''))
    .filter((value) => value.length >= 4);
  if (personal.some((value) => normalized.replace(/\s+/g, '') === value)) {
    return 'Password must not be your email address or name.';
  }
  return undefined;
}
