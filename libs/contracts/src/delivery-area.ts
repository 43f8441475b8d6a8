import { z } from './zod.js';

/** GET /api/delivery-area?zipCode=30040 */
export const deliveryAreaQuerySchema = z.strictObject({
  zipCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}$/, { error: 'Enter a 5-digit ZIP code' }),
});
export type DeliveryAreaQuery = z.infer<typeof deliveryAreaQuerySchema>;

/**
 * primary: Cumming itself; full: anywhere in Forsyth County; extended: within 50 miles of
 * Cumming (Lake Lanier, parts of Alpharetta and beyond); outside: farther away.
 */
export const deliveryAreaKindSchema = z.enum(['primary', 'full', 'extended', 'outside']);
export type DeliveryAreaKind = z.infer<typeof deliveryAreaKindSchema>;

export const deliveryAreaSchema = z.object({
  zipCode: z.string(),
  area: deliveryAreaKindSchema,
  placeName: z.string(),
  stateCode: z.string(),
  countyName: z.string(),
  /** Straight-line distance from Cumming, GA, rounded to a tenth of a mile. */
  distanceMiles: z.number().nonnegative(),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;
