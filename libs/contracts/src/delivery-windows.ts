import { z } from './zod.js';
import { rowIdSchema } from './common.js';
import { deliveryAreaQuerySchema } from './delivery-area.js';

/** A shop day as written in requests and answers: "2026-11-28" (the date in Cumming, not UTC). */
export const shopDaySchema = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'Date must be written as YYYY-MM-DD' })
  .refine(
    (day) =>
      !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && new Date(`${day}T12:00:00Z`).toISOString().startsWith(day),
    {
      error: 'That date does not exist',
    },
  );

/** GET /api/delivery-windows?zipCode=30041 */
export const deliveryWindowsQuerySchema = deliveryAreaQuerySchema;
export type DeliveryWindowsQuery = z.infer<typeof deliveryWindowsQuerySchema>;

/** A delivery window on one day: a weekly window of a zone ("Saturdays 10–12") on a date. */
export const deliveryWindowChoiceSchema = z.strictObject({
  windowId: rowIdSchema('Delivery window'),
  date: shopDaySchema,
});
export type DeliveryWindowChoice = z.infer<typeof deliveryWindowChoiceSchema>;

/** A dated window as shoppers see it; the labels are written by the server in the shop's time zone. */
export const datedWindowSchema = z.object({
  windowId: z.number().int().positive(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** "Saturday 28 November, 10:00 AM – 12:00 PM" */
  label: z.string(),
});
export type DatedWindow = z.infer<typeof datedWindowSchema>;

/** A window still taking orders: until its cutoff, with room. */
export const offeredWindowSchema = datedWindowSchema.extend({
  cutoffAt: z.string(),
  /** "Order by 8:00 PM Friday 27 November" */
  cutoffLabel: z.string(),
});
export type OfferedWindow = z.infer<typeof offeredWindowSchema>;

/**
 * A ZIP's windows with room, earliest first. A ZIP the shop does not deliver to (or that does not
 * exist) is an answer too, not an error: no zone, no windows, and `outsideArea` saying why, as the
 * delivery-area check answers "outside".
 */
export const deliveryWindowsSchema = z.object({
  zipCode: z.string(),
  zone: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  windows: z.array(offeredWindowSchema),
  outsideArea: z.string().nullable(),
});
export type DeliveryWindows = z.infer<typeof deliveryWindowsSchema>;

/** How many windows a "that window is full" answer suggests instead. */
export const SUGGESTED_WINDOWS = 3;
