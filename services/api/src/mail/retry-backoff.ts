const MINUTE_MS = 60_000;
const LONGEST_WAIT_MS = 60 * MINUTE_MS;

/**
 * How long an e-mail waits after its `attempts`-th failed try: 1 min, 2, 4, 8 … capped at 1 h, so
 * a mail server down for an afternoon is tried again soon after it is back, not hammered meanwhile.
 */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return doublings >= 6 ? LONGEST_WAIT_MS : Math.min(MINUTE_MS * 2 ** doublings, LONGEST_WAIT_MS);
}
