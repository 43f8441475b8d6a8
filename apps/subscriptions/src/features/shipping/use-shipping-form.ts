import { checkoutFormDefaults, subscriptionShippingSchema, type SubscriptionShipping } from '@shop/contracts/addresses';
import { useContractForm } from '@shop/ui/use-contract-form';

/** A new subscription starts with the shop's home town filled in, as the cart's checkout does. */
export const NEW_SUBSCRIPTION_SHIPPING: SubscriptionShipping = {
  address: '',
  city: checkoutFormDefaults.city,
  state: checkoutFormDefaults.state,
  zipCode: checkoutFormDefaults.zipCode,
  phone: '',
};

/**
 * The subscription shipping form, checked with the API's own schema so both agree: a field's
 * message shows as soon as it is left invalid (onTouched), and every message on submit.
 */
export function useShippingForm(defaultValues: SubscriptionShipping) {
  return useContractForm(subscriptionShippingSchema, { defaultValues });
}

export type ShippingForm = ReturnType<typeof useShippingForm>;
