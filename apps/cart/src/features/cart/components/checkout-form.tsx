import { useRef, useState, type FormEvent } from 'react';
import { checkoutFormDefaults, checkoutFormSchema } from '@shop/contracts/addresses';
import type { CartItem } from '@shop/contracts/cart';
import type { PaymentMethod, PlaceOrderResponse } from '@shop/contracts/orders';
import { AddressFields } from '@shop/ui/address-fields';
import { Button } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { isSettledFailure, useIdempotencyKey } from '@shop/ui/idempotency-key';
import { Field } from '@shop/ui/field';
import { readApiError } from '@shop/ui/read-api-error';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextAreaFormField } from '@shop/ui/text-area-form-field';
import { useToast } from '@shop/ui/toast';
import { useContractForm } from '@shop/ui/use-contract-form';
import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { useDeliveryWindows } from '@shop/ui/use-delivery-windows';
import { usePlaceOrder } from '../api/place-order.js';
import { chosenOrEarliest } from '@shop/ui/delivery-window-choice';
import { DeliveryWindowSection } from './delivery-window-section.js';
import { checkoutErrorToast, PAYMENT_UNAVAILABLE_TOAST } from './checkout-toasts.js';
import { CheckoutSummary } from './checkout-summary.js';
import { PaymentMethodSection } from './payment-method-section.js';
import { useCheckoutPrefill } from './checkout-prefill.js';
import { SavedAddressPicker } from './saved-address-picker.js';

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zipCode',
  'specialInstructions',
] as const;

export interface CheckoutFormProps {
  items: readonly CartItem[];
  /** undefined while loading or when the options could not be loaded. */
  paymentMethods: readonly PaymentMethod[] | undefined;
  paymentOptionsFailed: boolean;
  onPlaced: (response: PlaceOrderResponse) => void;
}

/**
 * The checkout form, checked with the API's own schema, so both agree: a field's message shows
 * as soon as it is left invalid, and all of them on submit. One order per attempt: the request
 * carries an Idempotency-Key that a retry of the same attempt reuses.
 */
export function CheckoutForm({ items, paymentMethods, paymentOptionsFailed, onPlaced }: CheckoutFormProps) {
  const { toast } = useToast();
  const idempotencyKey = useIdempotencyKey();
  const placeOrder = usePlaceOrder({
    onPlaced: (response) => {
      idempotencyKey.reset();
      onPlaced(response);
    },
  });
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>();
  const paymentMethod = chosenMethod && paymentMethods?.includes(chosenMethod) ? chosenMethod : paymentMethods?.[0];
  const form = useContractForm(checkoutFormSchema, { defaultValues: checkoutFormDefaults });
  useCheckoutPrefill(form);
  const zipCode = form.watch('zipCode');
  const windows = useDeliveryWindows(zipCode);
  const [chosenWindow, setChosenWindow] = useState<DeliveryWindowChoice>();
  const [windowNotice, setWindowNotice] = useState<string>();
  // A second click can land before React re-renders the disabled button.
  const sending = useRef(false);
  // Stays busy after success: the page is about to leave checkout.
  const busy = form.formState.isSubmitting || placeOrder.isPending || placeOrder.isSuccess;
  const setupRequired = paymentMethods?.length === 0;

  const submit = form.handleSubmit(async (values) => {
    if (!paymentMethod || sending.current) return;
    sending.current = true;
    const window = chosenOrEarliest(windows.data?.windows, chosenWindow);
    // No window list (it could not load): the server books the earliest with room.
    const deliveryWindow = window ? { windowId: window.windowId, date: window.date } : undefined;
    const request = { ...values, paymentMethod, ...(deliveryWindow ? { deliveryWindow } : {}) };
    try {
      await placeOrder.mutateAsync({ request, idempotencyKey: idempotencyKey.keyFor(request) });
    } catch (error) {
      if (isSettledFailure(error)) idempotencyKey.reset();
      if (error instanceof ApiRequestError && error.deliveryWindows.length > 0) offerInstead(error);
      showFieldErrors(readApiError(error).fieldErrors, form.setError, FIELD_NAMES);
      toast(checkoutErrorToast(error));
    } finally {
      sending.current = false;
    }
  });

  /** The window filled up (or closed) meanwhile: offer the next ones with room, the first chosen. */
  function offerInstead(error: ApiRequestError) {
    const [next] = error.deliveryWindows;
    setChosenWindow({ windowId: next!.windowId, date: next!.date });
    setWindowNotice(`${error.serverMessage ?? ''} We chose the next window with room: ${next!.label}.`.trim());
    void windows.refetch();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The button is disabled then, but Enter in a field or a script can still submit.
    if (setupRequired) {
      event.preventDefault();
      toast(PAYMENT_UNAVAILABLE_TOAST);
      return;
    }
    void submit(event);
  }

  const buttonLabel = setupRequired ? 'Setup Required' : busy ? 'Placing Order...' : 'Place Order';

  return (
    <form className="checkout-layout" noValidate aria-label="Checkout" onSubmit={onSubmit}>
      <div className="checkout-sections">
        <Card as="section" aria-labelledby="customer-heading" className="checkout-section">
          <h2 id="customer-heading">Customer Information</h2>
          <div className="checkout-grid">
            <Field form={form} name="firstName" label="First name" autoComplete="given-name" required />
            <Field form={form} name="lastName" label="Last name" autoComplete="family-name" required />
            <Field form={form} name="email" label="Email" type="email" autoComplete="email" required />
            <Field form={form} name="phone" label="Phone" type="tel" autoComplete="tel" required />
          </div>
        </Card>
        <Card as="section" aria-labelledby="shipping-heading" className="checkout-section">
          <h2 id="shipping-heading">Shipping Address</h2>
          <div className="checkout-grid">
            <SavedAddressPicker form={form} disabled={busy} className="checkout-grid__wide" />
            <AddressFields form={form} wideClassName="checkout-grid__wide" />
            <TextAreaFormField
              form={form}
              name="specialInstructions"
              label="Special instructions (optional)"
              rows={3}
              className="checkout-grid__wide"
            />
          </div>
        </Card>
        <Card as="section" aria-labelledby="window-heading" className="checkout-section">
          <h2 id="window-heading">Delivery Window</h2>
          <DeliveryWindowSection
            zipCode={zipCode}
            windows={windows}
            chosen={chosenWindow}
            onChoose={(window) => {
              setChosenWindow(window);
              setWindowNotice(undefined);
            }}
            notice={windowNotice}
            disabled={busy}
          />
        </Card>
        <Card as="section" aria-labelledby="payment-heading" className="checkout-section">
          <h2 id="payment-heading">Payment Method</h2>
          <PaymentMethodSection
            paymentMethods={paymentMethods}
            loadFailed={paymentOptionsFailed}
            selected={paymentMethod}
            onSelect={setChosenMethod}
            disabled={busy}
          />
        </Card>
      </div>
      <CheckoutSummary items={items}>
        <Button type="submit" size="lg" className="checkout-page__place-order" disabled={busy || !paymentMethod}>
          {buttonLabel}
        </Button>
      </CheckoutSummary>
    </form>
  );
}
