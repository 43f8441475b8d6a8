import { z } from './zod.js';
import { MAX_DATABASE_INTEGER } from './field-limits.js';
import { NUMERIC_ID_PATTERN } from './numeric-id.js';

/** The id of a stored row in a JSON body: a whole number the database's integer column can hold. */
export function rowIdSchema(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be a positive number` })
    .max(MAX_DATABASE_INTEGER, { error: `${label} does not exist` });
}

/** A numeric id in a path, e.g. /api/products/7 (the rules of `parseNumericId`, with messages). */
export const numericIdSchema = z
  .string({ error: 'Must be a number' })
  .regex(NUMERIC_ID_PATTERN, { error: 'Must be a whole number' })
  .transform(Number)
  .pipe(
    z.number().positive({ error: 'Must be a positive number' }).max(MAX_DATABASE_INTEGER, { error: 'Is too large' }),
  );

/** Text flags sent as strings ("true" / "false"), the shape the API's responses have always had. */
export const textFlagSchema = z.enum(['true', 'false']);
export type TextFlag = z.infer<typeof textFlagSchema>;
