import { z } from './zod.js';

/** A money amount as the API sends it: a decimal string with exactly two places, e.g. "12.99". */
export const moneySchema = z.string().regex(/^\d{1,8}\.\d{2}$/, { error: 'Must be an amount with two decimal places' });
export type Money = z.infer<typeof moneySchema>;
