import { z } from './zod.js';
import { FIELD_LIMITS } from './field-limits.js';
import { textField } from './text.js';
import { pageOf, pageQuerySchema } from './admin.js';
import { moneySchema } from './money.js';
import { paymentMethodSchema } from './orders.js';
import {
  boxOilSchema,
  cycleStateSchema,
  subscriptionShippingAddressSchema,
  subscriptionStatusSchema,
} from './subscriptions.js';

/** A failed box needs the team's attention for this long after its renewal date (then it is history). */
export const FAILED_RENEWAL_ATTENTION_DAYS = 30;

/** GET /api/admin/subscriptions: optionally one status, and customers whose e-mail starts with `email`. */
export const adminSubscriptionListQuerySchema = pageQuerySchema.extend({
  status: subscriptionStatusSchema.optional(),
  email: textField('Email', FIELD_LIMITS.email).optional(),
});
export type AdminSubscriptionListQuery = z.infer<typeof adminSubscriptionListQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** One row of the back office's subscription list. */
export const adminSubscriptionRowSchema = z.object({
  id: z.number().int().positive(),
  customer: adminCustomerSchema,
  planName: z.string(),
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  /** The renewal date of the next box still to ship (scheduled, locked or held); null when none. */
  nextBoxAt: z.string().nullable(),
  paymentMethod: paymentMethodSchema,
});
export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;
export const adminSubscriptionPageSchema = pageOf(adminSubscriptionRowSchema);

/** Why a box did not ship: the shopper skipped it, the subscription was paused, or it ends. */
export const skipReasonSchema = z.enum(['shopper', 'paused', 'cancelled']);

/** One box (renewal) of a subscription, as the team sees it. */
export const adminCycleSchema = z.object({
  id: z.number().int().positive(),
  sequence: z.number().int().nonnegative(),
  state: cycleStateSchema,
  renewsAt: z.string(),
  cutoffAt: z.string(),
  /** The oils fixed at the cutoff (empty before it). */
  oils: z.array(boxOilSchema),
  shortOils: z.array(boxOilSchema),
  skipReason: skipReasonSchema.nullable(),
  paid: z.boolean(),
  orderId: z.number().int().positive().nullable(),
});
export type AdminCycle = z.infer<typeof adminCycleSchema>;

/** GET /api/admin/subscriptions/:id and the answer of every change made on the shopper's behalf. */
export const adminSubscriptionSchema = z.object({
  id: z.number().int().positive(),
  status: subscriptionStatusSchema,
  paymentMethod: paymentMethodSchema,
  plan: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    bottleCount: z.number().int().positive(),
    price: moneySchema,
  }),
  customer: adminCustomerSchema,
  shippingAddress: subscriptionShippingAddressSchema,
  selectedOils: z.array(boxOilSchema),
  cancelAtPeriodEnd: z.boolean(),
  pausedUntil: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  createdAt: z.string(),
  /** Every box, first to latest. */
  cycles: z.array(adminCycleSchema),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

/** One box of the held-renewals queue: held for a short oil, or failed (payment or no substitute). */
export const heldRenewalSchema = z.object({
  cycleId: z.number().int().positive(),
  subscriptionId: z.number().int().positive(),
  state: z.enum(['held', 'failed']),
  renewsAt: z.string(),
  customer: adminCustomerSchema,
  planName: z.string(),
  paymentMethod: paymentMethodSchema,
  shortOils: z.array(boxOilSchema),
  /** In words, for the team: which oil is short, or that the payment failed. */
  reason: z.string(),
});
export type HeldRenewal = z.infer<typeof heldRenewalSchema>;
export const heldRenewalPageSchema = pageOf(heldRenewalSchema);
export const heldRenewalQuerySchema = pageQuerySchema;
