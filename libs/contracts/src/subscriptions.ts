import { z } from './zod.js';
import { subscriptionShippingSchema } from './addresses.js';
import { rowIdSchema } from './common.js';

/** More bottles than any box holds; bounds the work one request can ask for. */
const MAX_SELECTED_OILS = 24;

/** POST /api/create-subscription-checkout */
export const createSubscriptionCheckoutRequestSchema = z.strictObject({
  planId: rowIdSchema('Plan'),
  shippingAddress: subscriptionShippingSchema,
  selectedOils: z
    .array(rowIdSchema('Oil'), { error: 'Select your oils' })
    .min(1, { error: 'Select your oils' })
    .max(MAX_SELECTED_OILS, { error: `Select at most ${MAX_SELECTED_OILS} oils` }),
});
export type CreateSubscriptionCheckoutRequest = z.infer<typeof createSubscriptionCheckoutRequestSchema>;

/** Either a full-page redirect (url, e.g. Stripe Checkout) or an in-app navigation (redirectUrl). */
export const createSubscriptionCheckoutResponseSchema = z.union([
  z.object({ url: z.string() }),
  z.object({ redirectUrl: z.string() }),
]);
export type CreateSubscriptionCheckoutResponse = z.infer<typeof createSubscriptionCheckoutResponseSchema>;

/** GET /api/subscriptions item. */
export const subscriptionSchema = z.object({
  id: z.number().int().positive(),
  planId: z.number().int().positive(),
  status: z.string(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  selectedOils: z.array(z.number().int()).nullable(),
  shippingAddress: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);
