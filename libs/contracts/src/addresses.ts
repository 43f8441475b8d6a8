import { z } from './zod.js';
import { PHONE_MIN_LENGTH, SUBSCRIPTION_STATE_LENGTH, ZIP_CODE_MIN_LENGTH } from './constants.js';

/** Checkout form (spec section 5), with the spec's exact messages. */
export const checkoutFormSchema = z.strictObject({
  firstName: z.string().trim().min(1, { error: 'First name is required' }),
  lastName: z.string().trim().min(1, { error: 'Last name is required' }),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Valid email is required' })),
  phone: z.string().trim().min(PHONE_MIN_LENGTH, { error: 'Valid phone number is required' }),
  address: z.string().trim().min(5, { error: 'Address is required' }),
  city: z.string().trim().min(2, { error: 'City is required' }),
  state: z.string().trim().min(2, { error: 'State is required' }),
  zipCode: z.string().trim().min(ZIP_CODE_MIN_LENGTH, { error: 'ZIP code is required' }),
  specialInstructions: z.string().trim().optional(),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const checkoutFormDefaults = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30040',
  specialInstructions: '',
} satisfies z.input<typeof checkoutFormSchema>;

/** Subscription shipping form (spec section 5), with the spec's exact messages. */
export const subscriptionShippingSchema = z.strictObject({
  address: z.string().trim().min(1, { error: 'Address is required' }),
  city: z.string().trim().min(1, { error: 'City is required' }),
  state: z
    .string()
    .trim()
    .min(SUBSCRIPTION_STATE_LENGTH, { error: 'State is required' })
    .max(SUBSCRIPTION_STATE_LENGTH, { error: 'State is required' }),
  zipCode: z.string().trim().min(ZIP_CODE_MIN_LENGTH, { error: 'ZIP code is required' }),
  phone: z.string().trim().min(PHONE_MIN_LENGTH, { error: 'Phone number is required' }),
});
export type SubscriptionShipping = z.infer<typeof subscriptionShippingSchema>;
