import { z } from './zod.js';
import { subscriptionShippingSchema } from './addresses.js';
import { numericIdSchema, rowIdSchema } from './common.js';
import { moneySchema } from './money.js';
import { paymentMethodSchema } from './orders.js';

/** More bottles than any box holds; bounds the work one request can ask for. */
const MAX_SELECTED_OILS = 24;

/** Shortest and longest pause a shopper can choose, in months (boxes). */
export const SUBSCRIPTION_PAUSE_MONTHS = { min: 1, max: 3 } as const;

/** The oils of a box: distinct product ids (the server checks each is an oil, in stock, and the count). */
export const selectedOilsSchema = z
  .array(rowIdSchema('Oil'), { error: 'Select your oils' })
  .min(1, { error: 'Select your oils' })
  .max(MAX_SELECTED_OILS, { error: `Select at most ${MAX_SELECTED_OILS} oils` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose each oil only once' });

/** POST /api/create-subscription-checkout (with an Idempotency-Key header, like orders). */
export const createSubscriptionCheckoutRequestSchema = z.strictObject({
  planId: rowIdSchema('Plan'),
  shippingAddress: subscriptionShippingSchema,
  selectedOils: selectedOilsSchema,
  /** When the shop offers both: card (Stripe, the default) or pay on delivery. */
  paymentMethod: paymentMethodSchema.optional(),
});
export type CreateSubscriptionCheckoutRequest = z.infer<typeof createSubscriptionCheckoutRequestSchema>;

/** Either a full-page redirect (url, e.g. Stripe Checkout) or an in-app navigation (redirectUrl). */
export const createSubscriptionCheckoutResponseSchema = z.union([
  z.object({ url: z.string() }),
  z.object({ redirectUrl: z.string() }),
]);
export type CreateSubscriptionCheckoutResponse = z.infer<typeof createSubscriptionCheckoutResponseSchema>;

/**
 * incomplete: waiting for the shopper to finish paying on Stripe; active; past_due: the last
 * renewal payment failed (Stripe retries; the shopper should update the card); paused: boxes are
 * skipped until pausedUntil; cancelled: no more boxes; expired: the first payment never
 * completed (not listed to the shopper).
 */
export const subscriptionStatusSchema = z.enum(['incomplete', 'active', 'past_due', 'paused', 'cancelled', 'expired']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * One box (one renewal) of a subscription. scheduled: oils can still change; locked: past the
 * cutoff, oils fixed and their stock reserved; ordered: the box is an order; skipped: no box this
 * time (skipped, paused or cancelled); held: an oil was short at the cutoff, nothing ships until
 * the shopper picks a substitute; failed: the renewal payment failed.
 */
export const cycleStateSchema = z.enum(['scheduled', 'locked', 'ordered', 'skipped', 'held', 'failed']);
export type CycleState = z.infer<typeof cycleStateSchema>;

export const boxOilSchema = z.object({ productId: z.number().int().positive(), name: z.string() });
export type BoxOil = z.infer<typeof boxOilSchema>;

export const subscriptionBoxSchema = z.object({
  renewsAt: z.string(),
  /** After this moment the box's oils are fixed and its bottles set aside. */
  cutoffAt: z.string(),
  state: cycleStateSchema,
  oils: z.array(boxOilSchema),
  /** For a held box: the oils that were not on the shelf at the cutoff. */
  shortOils: z.array(boxOilSchema),
  orderId: z.number().int().positive().nullable(),
});
export type SubscriptionBox = z.infer<typeof subscriptionBoxSchema>;

export const subscriptionShippingAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
});

/** GET /api/subscriptions item: a subscription as its owner sees it. */
export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  planId: z.number().int().positive(),
  planName: z.string(),
  bottleCount: z.number().int().positive(),
  price: moneySchema,
  status: subscriptionStatusSchema,
  paymentMethod: paymentMethodSchema,
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** Cancelled by the shopper: no box after the current period. */
  cancelAtPeriodEnd: z.boolean(),
  pausedUntil: z.string().nullable(),
  /** The oils of every box not yet locked. */
  selectedOils: z.array(z.number().int()),
  shippingAddress: subscriptionShippingAddressSchema,
  /** The next box that is not yet an order (or the one held for a substitute); null when none is coming. */
  nextBox: subscriptionBoxSchema.nullable(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

export const subscriptionIdParamsSchema = z.strictObject({ id: numericIdSchema });

/** PUT /api/subscriptions/:id/oils: the oils of the next boxes (and the substitute for a held box). */
export const changeOilsRequestSchema = z.strictObject({ selectedOils: selectedOilsSchema });
export type ChangeOilsRequest = z.infer<typeof changeOilsRequestSchema>;

/** POST /api/subscriptions/:id/pause */
export const pauseRequestSchema = z.strictObject({
  months: z
    .number({ error: 'Months must be a number' })
    .int({ error: 'Months must be a whole number' })
    .min(SUBSCRIPTION_PAUSE_MONTHS.min, {
      error: `Pause for ${SUBSCRIPTION_PAUSE_MONTHS.min} to ${SUBSCRIPTION_PAUSE_MONTHS.max} months`,
    })
    .max(SUBSCRIPTION_PAUSE_MONTHS.max, {
      error: `Pause for ${SUBSCRIPTION_PAUSE_MONTHS.min} to ${SUBSCRIPTION_PAUSE_MONTHS.max} months`,
    }),
});
export type PauseRequest = z.infer<typeof pauseRequestSchema>;

/** PUT /api/subscriptions/:id/shipping-address */
export const changeShippingAddressRequestSchema = z.strictObject({ shippingAddress: subscriptionShippingSchema });
export type ChangeShippingAddressRequest = z.infer<typeof changeShippingAddressRequestSchema>;

/** POST /api/subscriptions/:id/billing-portal: Stripe's page for updating the card. */
export const billingPortalResponseSchema = z.object({ url: z.string() });
