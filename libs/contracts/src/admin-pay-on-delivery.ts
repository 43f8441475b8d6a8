import { z } from './zod.js';
import { ADMIN_API_PREFIX } from './admin.js';

/**
 * Pay-on-delivery limits of one shopper, in the back office. Staff can lift them for a while (a
 * trusted regular, e.g. a restaurant ordering by the case); lifting again starts a new period,
 * and 0 days puts the limits back at once.
 */
export const PAY_ON_DELIVERY_MAX_LIFT_DAYS = 365;

/** The choices the back office offers for a lift, in days. */
export const PAY_ON_DELIVERY_LIFT_CHOICES = [7, 30, 90, 365] as const;

/**
 * /api/admin/orders/:id/pay-on-delivery-limits, of the account that placed the order (staff meet
 * shoppers through their orders): GET reads them, PUT lifts or restores them.
 */
export const payOnDeliveryLimitsPath = (orderId: number) =>
  `${ADMIN_API_PREFIX}/orders/${orderId}/pay-on-delivery-limits`;

/** PUT body: lift the limits for this many days from now, or 0 to put them back. */
export const liftPayOnDeliveryLimitsRequestSchema = z.strictObject({
  liftForDays: z
    .number({ error: 'Days must be a number' })
    .int({ error: 'Days must be a whole number' })
    .min(0, { error: 'Days must be 0 or more' })
    .max(PAY_ON_DELIVERY_MAX_LIFT_DAYS, { error: `Days must be at most ${PAY_ON_DELIVERY_MAX_LIFT_DAYS}` }),
});
export type LiftPayOnDeliveryLimitsRequest = z.infer<typeof liftPayOnDeliveryLimitsRequestSchema>;

const count = z.number().int().nonnegative();

/** The shop's limits, what the shopper uses of them now, and until when they are lifted (null: they apply). */
export const payOnDeliveryLimitsSchema = z.object({
  customerId: z.string(),
  limits: z.object({ openOrders: count, subscriptions: count, perProduct: count }),
  inUse: z.object({ openOrders: count, subscriptions: count }),
  liftedUntil: z.string().nullable(),
});
export type PayOnDeliveryLimitsView = z.infer<typeof payOnDeliveryLimitsSchema>;

/**
 * /api/admin/orders/:id/pay-on-delivery-standing, of the account that placed the order: missed
 * deliveries (nobody home, refused) counted at each run's close. At the shop's limit pay on
 * delivery is off for the shopper until staff reinstate it (PUT, which also puts the count to 0).
 */
export const payOnDeliveryStandingPath = (orderId: number) =>
  `${ADMIN_API_PREFIX}/orders/${orderId}/pay-on-delivery-standing`;

/** PUT body: turn pay on delivery back on and forget the missed deliveries. */
export const reinstatePayOnDeliveryRequestSchema = z.strictObject({
  reinstate: z.literal(true, { error: 'Reinstate must be true' }),
});
export type ReinstatePayOnDeliveryRequest = z.infer<typeof reinstatePayOnDeliveryRequestSchema>;

export const payOnDeliveryStandingSchema = z.object({
  customerId: z.string(),
  noShows: count,
  /** The missed deliveries after which pay on delivery is suspended (PAY_ON_DELIVERY_MAX_NO_SHOWS). */
  maxNoShows: count,
  /** When pay on delivery was suspended; null while the shopper may use it. */
  suspendedAt: z.string().nullable(),
});
export type PayOnDeliveryStanding = z.infer<typeof payOnDeliveryStandingSchema>;
