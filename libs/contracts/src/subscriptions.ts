import { z } from './zod.js';
import { subscriptionShippingSchema } from './addresses.js';

/** POST /api/create-subscription-checkout */
export const createSubscriptionCheckoutRequestSchema = z.strictObject({
  planId: z.number({ error: 'Plan is required' }).int().positive(),
  shippingAddress: subscriptionShippingSchema,
  selectedOils: z
    .array(z.number().int().positive(), { error: 'Select your oils' })
    .min(1, { error: 'Select your oils' }),
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
