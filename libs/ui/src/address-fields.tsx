import type { FieldValues, Path } from 'react-hook-form';
import type { FieldForm } from '@shop/ui/bind-field';
import { Field } from '@shop/ui/field';

/** The fields of a delivery address, as the cart's checkout and a subscription's shipping name them. */
export interface AddressValues extends FieldValues {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface AddressFieldsProps<TFieldValues extends AddressValues> {
  form: FieldForm<TFieldValues>;
  /** The layout's class that gives the street address a whole row. */
  wideClassName: string;
  /** A subscription's state is exactly two letters, so its input takes no more. */
  stateMaxLength?: number | undefined;
}

/**
 * Address, City, State and ZIP code, with the autocomplete tokens browsers fill a delivery address
 * by. Each form's own schema says what is wrong with them, so each keeps its own messages.
 */
export function AddressFields<TFieldValues extends AddressValues>({
  form,
  wideClassName,
  stateMaxLength,
}: AddressFieldsProps<TFieldValues>) {
  // Every form this takes has these fields (AddressValues), which TypeScript cannot see through
  // react-hook-form's Path of a type parameter.
  const name = (field: keyof AddressValues & string) => field as Path<TFieldValues>;
  return (
    <>
      <Field
        form={form}
        name={name('address')}
        label="Address"
        autoComplete="street-address"
        required
        className={wideClassName}
      />
      <Field form={form} name={name('city')} label="City" autoComplete="address-level2" required />
      <Field
        form={form}
        name={name('state')}
        label="State"
        autoComplete="address-level1"
        maxLength={stateMaxLength}
        required
      />
      <Field
        form={form}
        name={name('zipCode')}
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        required
      />
    </>
  );
}
