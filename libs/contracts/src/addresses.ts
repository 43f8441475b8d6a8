import { z } from './zod.js';
import { PHONE_MIN_LENGTH, SUBSCRIPTION_STATE_LENGTH, ZIP_CODE_MIN_LENGTH } from './constants.js';
import { FIELD_LIMITS } from './field-limits.js';
import { emailField, storable, textField } from './text.js';

const required = (message: string, length = 1) => ({ length, message });

/** The checkout form, with the messages shoppers see under each field. */
export const checkoutFormSchema = z.strictObject({
  firstName: textField('First name', FIELD_LIMITS.personName, required('First name is required')),
  lastName: textField('Last name', FIELD_LIMITS.personName, required('Last name is required')),
  email: emailField('Valid email is required', FIELD_LIMITS.email),
  phone: textField('Phone', FIELD_LIMITS.phone, required('Valid phone number is required', PHONE_MIN_LENGTH)),
  address: textField('Address', FIELD_LIMITS.streetAddress, required('Address is required', 5)),
  city: textField('City', FIELD_LIMITS.city, required('City is required', 2)),
  state: textField('State', FIELD_LIMITS.state, required('State is required', 2)),
  zipCode: textField('ZIP code', FIELD_LIMITS.zipCode, required('ZIP code is required', ZIP_CODE_MIN_LENGTH)),
  specialInstructions: textField('Special instructions', FIELD_LIMITS.specialInstructions).optional(),
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

/** The subscription shipping form; the state is exactly two letters (the input is capped at 2). */
export const subscriptionShippingSchema = z.strictObject({
  address: textField('Address', FIELD_LIMITS.streetAddress, required('Address is required')),
  city: textField('City', FIELD_LIMITS.city, required('City is required')),
  state: storable(
    'State',
    z
      .string()
      .trim()
      .min(SUBSCRIPTION_STATE_LENGTH, { error: 'State is required' })
      .max(SUBSCRIPTION_STATE_LENGTH, { error: 'State is required' }),
  ),
  zipCode: textField('ZIP code', FIELD_LIMITS.zipCode, required('ZIP code is required', ZIP_CODE_MIN_LENGTH)),
  phone: textField('Phone', FIELD_LIMITS.phone, required('Phone number is required', PHONE_MIN_LENGTH)),
});
export type SubscriptionShipping = z.infer<typeof subscriptionShippingSchema>;
