import { z } from './zod.js';

/** GET /api/health: readiness, including the database. */
export const healthSchema = z.object({
  /** `degraded`: ready, with something the shop copes without (see catalogChanges). */
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  /**
   * Whether this process hears of catalog changes other processes commit (PostgreSQL's
   * LISTEN/NOTIFY): `not-listening` while its link is lost, when its kept products list and pages
   * fall back to their age limits; `not-needed` on the embedded database (one process).
   */
  catalogChanges: z.enum(['listening', 'not-listening', 'not-needed']),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live (liveness) and GET /api/health/serving (the load balancer's check): no dependencies touched. */
export const livenessSchema = z.object({ status: z.literal('ok') });
