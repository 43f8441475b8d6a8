import { SUBSCRIPTION_STATE_LENGTH } from '@shop/contracts/constants';
import { TextField } from '@shop/ui/text-field';
import type { ShippingForm } from '../use-shipping-form.js';
import './shipping.css';

/** Address, City, State (two letters), ZIP code and Phone, each with its message under it. */
export function ShippingAddressFields({ form }: { form: ShippingForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="shipping-fields">
      <TextField
        label="Address"
        autoComplete="street-address"
        required
        className="shipping-fields__wide"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        required
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="State"
        autoComplete="address-level1"
        maxLength={SUBSCRIPTION_STATE_LENGTH}
        required
        error={errors.state?.message}
        {...register('state')}
      />
      <TextField
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        required
        error={errors.zipCode?.message}
        {...register('zipCode')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
    </div>
  );
}
