import { z } from 'zod';

/** One limit: `points` events per `durationSeconds`; past it, refused for the same duration. */
export interface RateLimit {
  points: number;
  durationSeconds: number;
}

/**
 * Every limit of the shop, each a setting (the variable name) with today's value as its default.
 * Counters live in memory (one API process) or in Redis (REDIS_URL, for several processes).
 */
export const RATE_LIMIT_SETTINGS = {
  /** Failed sign-ins for one account: then that account is locked for a while, whoever asks. */
  signInFailuresPerAccount: { variable: 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT', default: '5/15m' },
  /** Failed sign-ins from one address, across accounts (credential stuffing). */
  signInFailuresPerIp: { variable: 'RATE_LIMIT_SIGN_IN_PER_ADDRESS', default: '20/15m' },
  /** Accounts created from one address. */
  signUpPerIp: { variable: 'RATE_LIMIT_SIGN_UP_PER_ADDRESS', default: '10/60m' },
  /** New e-mail verification links one account asks for (each is an e-mail sent). */
  verificationEmailsPerAccount: { variable: 'RATE_LIMIT_VERIFICATION_EMAILS', default: '3/60m' },
  /** Public form submissions (contact, business, newsletter) from one address. */
  publicFormPerIp: { variable: 'RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS', default: '10/10m' },
  /** Chat messages from one address, across conversations. */
  chatPerIp: { variable: 'RATE_LIMIT_CHAT_PER_ADDRESS', default: '60/10m' },
  /** Chat messages in one conversation. */
  chatPerSession: { variable: 'RATE_LIMIT_CHAT_PER_SESSION', default: '30/10m' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_SETTINGS;
export type RateLimits = Record<RateLimitName, RateLimit>;

/** "5/15m": five per fifteen minutes; "10/1h": ten per hour. */
export const rateLimitSchema = z
  .string()
  .regex(/^\d{1,6}\/\d{1,5}[mh]$/, { error: 'must look like 5/15m (count per minutes) or 10/1h (per hours)' })
  .transform((value): RateLimit => {
    const [count, window] = value.split('/') as [string, string];
    const amount = Number(window.slice(0, -1));
    return { points: Number(count), durationSeconds: amount * (window.endsWith('h') ? 3_600 : 60) };
  })
  .refine((limit) => limit.points > 0 && limit.durationSeconds > 0, { error: 'count and window must be above 0' });
