import { z } from './zod.js';
import { subscriptionShippingSchema } from './addresses.js';
import { numericIdSchema, rowIdSchema } from './common.js';
import { datedWindowSchema, deliveryWindowChoiceSchema, offeredWindowSchema } from './delivery-windows.js';
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
  /**
   * The first box's delivery window; its weekly window becomes the one every later box is booked
   * into. None: the earliest window with room, and later boxes take the earliest too.
   */
  deliveryWindow: deliveryWindowChoiceSchema.optional(),
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

/**
 * A weekly window of the subscription's zone, as the shopper picks their usual one:
 * "Saturdays, 10:00 AM – 12:00 PM" (in the shop's time).
 */
export const weeklyDeliveryWindowSchema = z.object({
  windowId: z.number().int().positive(),
  label: z.string(),
});
export type WeeklyDeliveryWindow = z.infer<typeof weeklyDeliveryWindowSchema>;

/** The window a box is booked into, and until when the shopper may move it (the window's cutoff). */
export const boxDeliveryWindowSchema = datedWindowSchema.extend({
  movableUntil: z.string(),
  /** "8:00 PM Friday 27 November", in the shop's time */
  movableUntilLabel: z.string(),
});
export type BoxDeliveryWindow = z.infer<typeof boxDeliveryWindowSchema>;

export const subscriptionBoxSchema = z.object({
  id: z.number().int().positive(),
  renewsAt: z.string(),
  /** After this moment the box's oils are fixed and its bottles set aside. */
  cutoffAt: z.string(),
  state: cycleStateSchema,
  oils: z.array(boxOilSchema),
  /** For a held box: the oils that were not on the shelf at the cutoff. */
  shortOils: z.array(boxOilSchema),
  orderId: z.number().int().positive().nullable(),
  /**
   * Booked when the box's bottles are set aside (at its cutoff); null before, or when no window
   * had room (the shopper picks one, or the shop books it).
   */
  deliveryWindow: boxDeliveryWindowSchema.nullable(),
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
  /** The weekly window every box is booked into when it has room; null: the earliest with room. */
  preferredWindow: weeklyDeliveryWindowSchema.nullable(),
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

/** PUT /api/subscriptions/:id/delivery-preference: the usual window (null: the earliest with room). */
export const deliveryPreferenceRequestSchema = z.strictObject({
  windowId: rowIdSchema('Delivery window').nullable(),
});
export type DeliveryPreferenceRequest = z.infer<typeof deliveryPreferenceRequestSchema>;

/** /api/subscriptions/:id/boxes/:boxId/… */
export const subscriptionBoxParamsSchema = z.strictObject({ id: numericIdSchema, boxId: numericIdSchema });

/** PUT /api/subscriptions/:id/boxes/:boxId/delivery-window: another window for a booked box, until its cutoff. */
export const boxDeliveryWindowRequestSchema = deliveryWindowChoiceSchema;
export type BoxDeliveryWindowRequest = z.infer<typeof boxDeliveryWindowRequestSchema>;

/**
 * GET /api/subscriptions/:id/delivery-windows: the weekly windows of the subscription's zone (to
 * choose the usual one) and, for a box booked or waiting for a window, the windows it may move to.
 */
export const subscriptionDeliveryWindowsSchema = z.object({
  zone: z.object({ id: z.number().int().positive(), name: z.string() }),
  weeklyWindows: z.array(weeklyDeliveryWindowSchema),
  /** The box these are for (null when no box can move now). */
  boxId: z.number().int().positive().nullable(),
  boxWindows: z.array(offeredWindowSchema),
});
export type SubscriptionDeliveryWindows = z.infer<typeof subscriptionDeliveryWindowsSchema>;
