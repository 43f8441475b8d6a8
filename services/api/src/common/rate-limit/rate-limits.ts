/**
 * Every limit of the shop in one place. Counters live in memory (one API process) or in Redis
 * (REDIS_URL, for several processes behind a load balancer).
 */
export const RATE_LIMITS = {
  /** Failed sign-ins for one account: then that account is locked for a while, whoever asks. */
  signInFailuresPerAccount: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Failed sign-ins from one address, across accounts (credential stuffing). */
  signInFailuresPerIp: { points: 20, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Accounts created from one address. */
  signUpPerIp: { points: 10, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Public form submissions (contact, business, newsletter) from one address. */
  publicFormPerIp: { points: 10, durationSeconds: 10 * 60, blockSeconds: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
