import { z } from './zod.js';

/** A numeric id in a path, e.g. /api/products/7. */
export const numericIdSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int({ error: 'Must be a whole number' })
  .positive({ error: 'Must be a positive number' })
  .max(2_147_483_647, { error: 'Is too large' });

/** Text flags kept as strings for compatibility with the spec's API ("true" / "false"). */
export const textFlagSchema = z.enum(['true', 'false']);
export type TextFlag = z.infer<typeof textFlagSchema>;

export const timestampSchema = z.iso.datetime({ offset: true });
