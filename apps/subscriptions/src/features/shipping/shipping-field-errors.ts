import type { FieldError } from '@shop/contracts/errors';
import type { SubscriptionShipping } from '@shop/contracts/addresses';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import type { ShippingForm } from './use-shipping-form.js';

const SHIPPING_FIELD_NAMES = [
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
] as const satisfies readonly (keyof SubscriptionShipping)[];

/** The API names the fields by their place in the request body: "shippingAddress.zipCode". */
const REQUEST_PREFIX = 'shippingAddress.';

/**
 * Puts the server's field errors about the address (e.g. a ZIP code outside the delivery area)
 * under their fields, focusing the first. Returns how many it placed.
 */
export function showShippingFieldErrors(
  fieldErrors: readonly FieldError[],
  setError: ShippingForm['setError'],
): number {
  const addressErrors = fieldErrors
    .filter((fieldError) => fieldError.field.startsWith(REQUEST_PREFIX))
    .map((fieldError) => ({ ...fieldError, field: fieldError.field.slice(REQUEST_PREFIX.length) }));
  return showFieldErrors(addressErrors, setError, SHIPPING_FIELD_NAMES);
}
