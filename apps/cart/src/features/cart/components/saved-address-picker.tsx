import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import type { SavedAddress } from '@shop/contracts/address-book';
import { SelectField } from '@shop/ui/select-field';
import { useSavedAddresses } from '../api/get-saved-addresses.js';
import { savedAddressValues, type CheckoutFormApi, type SavedAddressField } from './checkout-prefill.js';

export interface SavedAddressPickerProps {
  form: CheckoutFormApi;
  disabled?: boolean | undefined;
  className?: string | undefined;
}

const addressLabel = ({ address, city, state, zipCode }: SavedAddress) => `${address}, ${city}, ${state} ${zipCode}`;

/** The same entry as the book's rule has it: the street address whatever its case, and the ZIP. */
const sameAddress = (saved: SavedAddress, street: string, zipCode: string) =>
  saved.address.toLowerCase() === street.trim().toLowerCase() && saved.zipCode === zipCode.trim();

/**
 * "Saved addresses": for a shopper with more than one, a choice that fills the address fields and
 * the phone (which stay editable). It shows the entry the fields hold, or none once they are edited
 * into another address.
 */
export function SavedAddressPicker({ form, disabled, className }: SavedAddressPickerProps) {
  const { data: savedAddresses = [] } = useSavedAddresses({ enabled: true });
  const [street = '', zipCode = ''] = useWatch({ control: form.control, name: ['address', 'zipCode'] });
  if (savedAddresses.length < 2) return null;
  const shown = savedAddresses.find((saved) => sameAddress(saved, street, zipCode));

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const chosen = savedAddresses.find((saved) => String(saved.id) === event.target.value);
    if (!chosen) return;
    for (const [field, value] of Object.entries(savedAddressValues(chosen)) as [SavedAddressField, string][]) {
      // The shopper's own choice replaces what the fields held; a field already checked (left
      // once, or showing a message) is checked again, as typing would.
      const { isTouched, invalid } = form.getFieldState(field);
      form.setValue(field, value, { shouldDirty: true, shouldValidate: isTouched || invalid });
    }
  }

  return (
    <SelectField
      label="Saved addresses"
      placeholder="Choose a saved address"
      options={savedAddresses.map((saved) => ({ value: String(saved.id), label: addressLabel(saved) }))}
      value={shown ? String(shown.id) : ''}
      onChange={choose}
      disabled={disabled}
      className={className}
    />
  );
}
