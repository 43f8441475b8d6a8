/**
 * One process's share of a limit while it counts on its own (Redis unreachable, or no Redis at
 * all) and `processes` processes serve the shop: the limit's points divided by the processes,
 * rounded down so the shares added up never exceed the limit, and at least one, since a limit of
 * zero would refuse everyone. A limit with fewer points than processes is the one exception: each
 * process still allows one.
 */
export function perProcessPoints(points: number, processes: number): number {
  return Math.max(1, Math.floor(points / Math.max(1, processes)));
}
