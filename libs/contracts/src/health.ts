import { z } from './zod.js';

/** GET /api/health: readiness, including the database. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/live: liveness, no dependencies touched. */
export const livenessSchema = z.object({ status: z.literal('ok') });
