import { SUBSCRIPTION_STATE_LENGTH } from '@shop/contracts/constants';
import { AddressFields } from '@shop/ui/address-fields';
import { Field } from '@shop/ui/field';
import type { ShippingForm } from '../use-shipping-form.js';
import './shipping.css';

/** Address, City, State (two letters), ZIP code and Phone, each with its message under it. */
export function ShippingAddressFields({ form }: { form: ShippingForm }) {
  return (
    <div className="shipping-fields">
      <AddressFields form={form} wideClassName="shipping-fields__wide" stateMaxLength={SUBSCRIPTION_STATE_LENGTH} />
      <Field form={form} name="phone" label="Phone" type="tel" autoComplete="tel" required />
    </div>
  );
}
