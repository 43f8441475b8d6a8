import { z } from './zod.js';
import { checkoutFormSchema } from './addresses.js';
import { numericIdSchema } from './common.js';

/** How many addresses one shopper's book keeps; checkout drops the least recently used beyond it. */
export const ADDRESS_BOOK_MAX_ENTRIES = 20;

/** An address of the shopper's book, as GET /api/addresses lists it (most recently used first). */
export const savedAddressSchema = z.object({
  id: z.number().int().positive(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  /** ISO 8601: when an order or a subscription last went to it (or when it was added). */
  lastUsedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressListSchema = z.array(savedAddressSchema);

/**
 * POST /api/addresses and PUT /api/addresses/:id: the checkout form's own address fields, so a
 * saved address is one checkout accepts, with the messages shoppers already know.
 */
export const savedAddressRequestSchema = checkoutFormSchema.pick({
  address: true,
  city: true,
  state: true,
  zipCode: true,
  phone: true,
});
export type SavedAddressRequest = z.infer<typeof savedAddressRequestSchema>;

export const savedAddressIdParamsSchema = z.strictObject({ id: numericIdSchema });
