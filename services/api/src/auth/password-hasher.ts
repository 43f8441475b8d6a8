import { Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * A hash of a random password, verified against when the email is unknown, so a wrong email
 * costs the same time as a wrong password and timing does not reveal which accounts exist.
 */
export const timingDecoyHash = hashPassword(crypto.randomUUID());
