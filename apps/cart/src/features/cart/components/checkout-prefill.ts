import { useEffect, useRef } from 'react';
import type { SavedAddress } from '@shop/contracts/address-book';
import type { CheckoutForm } from '@shop/contracts/addresses';
import type { ClientUser } from '@shop/contracts/auth';
import type { UseFormReturn } from 'react-hook-form';
import { useAuth } from '@shop/ui/use-auth';
import { useSavedAddresses } from '../api/get-saved-addresses.js';

/** What the prefill needs of the checkout form (useContractForm's result for checkoutFormSchema). */
export type CheckoutFormApi = Pick<
  UseFormReturn<CheckoutForm>,
  'getFieldState' | 'resetField' | 'setValue' | 'control' | 'formState'
>;

/** The fields a saved address fills. */
export type SavedAddressField = 'address' | 'city' | 'state' | 'zipCode' | 'phone';
type FilledField = SavedAddressField | 'firstName' | 'lastName' | 'email';
type Filling = Partial<Record<FilledField, string>>;

const ADDRESS_FIELDS: readonly FilledField[] = ['address', 'city', 'state', 'zipCode'];

/** The checkout form's values for a saved address. */
export function savedAddressValues({
  address,
  city,
  state,
  zipCode,
  phone,
}: SavedAddress): Record<SavedAddressField, string> {
  return { address, city, state, zipCode, phone };
}

/**
 * Fills what the shopper has not typed in yet. The prefilled value becomes the field's starting
 * value (resetField), so it is not a change of theirs. A street, city, state and ZIP make one
 * address: once the shopper typed any of them, none is filled, so no address is half someone else's.
 */
function fillUntouched(form: CheckoutFormApi, values: Filling): void {
  const typedIn = (field: FilledField) => form.getFieldState(field).isDirty;
  const addressTyped = ADDRESS_FIELDS.some(typedIn);
  for (const [field, value] of Object.entries(values) as [FilledField, string][]) {
    if (!value || typedIn(field) || (ADDRESS_FIELDS.includes(field) && addressTyped)) continue;
    form.resetField(field, { defaultValue: value });
  }
}

function accountValues(user: ClientUser): Filling {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email };
}

/**
 * A signed-in shopper's checkout starts filled in: name and e-mail from the account, address and
 * phone from the most recently used address of the book. Each source fills once, when it arrives,
 * and never over what the shopper already typed.
 */
export function useCheckoutPrefill(form: CheckoutFormApi): void {
  const { user } = useAuth();
  const { data: savedAddresses } = useSavedAddresses({ enabled: user !== null });
  const accountFilled = useRef(false);
  const addressFilled = useRef(false);

  useEffect(() => {
    if (!user || accountFilled.current) return;
    accountFilled.current = true;
    fillUntouched(form, accountValues(user));
  }, [form, user]);

  useEffect(() => {
    const latest = savedAddresses?.[0];
    if (!latest || addressFilled.current) return;
    addressFilled.current = true;
    fillUntouched(form, savedAddressValues(latest));
  }, [form, savedAddresses]);
}
