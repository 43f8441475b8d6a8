import { useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutFormDefaults, checkoutFormSchema } from '@shop/contracts/addresses';
import type { CartItem } from '@shop/contracts/cart';
import type { PaymentMethod, PlaceOrderResponse } from '@shop/contracts/orders';
import { Button } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { isSettledFailure, useIdempotencyKey } from '@shop/ui/idempotency-key';
import { readApiError } from '@shop/ui/read-api-error';
import { TextField } from '@shop/ui/text-field';
import { useToast } from '@shop/ui/toast';
import { usePlaceOrder } from '../api/place-order.js';
import { checkoutErrorToast, PAYMENT_UNAVAILABLE_TOAST } from './checkout-toasts.js';
import { CheckoutSummary } from './checkout-summary.js';
import { PaymentMethodSection } from './payment-method-section.js';
import { showFieldErrors } from '@shop/ui/show-field-errors';
import { TextAreaField } from '@shop/ui/text-area-field';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onTouched',
    defaultValues: checkoutFormDefaults,
  });
  // A second click can land before React re-renders the disabled button.
  const sending = useRef(false);
  // Stays busy after success: the page is about to leave checkout.
  const busy = isSubmitting || placeOrder.isPending || placeOrder.isSuccess;
  const setupRequired = paymentMethods?.length === 0;

  const submit = handleSubmit(async (values) => {
    if (!paymentMethod || sending.current) return;
    sending.current = true;
    const request = { ...values, paymentMethod };
    try {
      await placeOrder.mutateAsync({ request, idempotencyKey: idempotencyKey.keyFor(request) });
    } catch (error) {
      if (isSettledFailure(error)) idempotencyKey.reset();
      showFieldErrors(readApiError(error).fieldErrors, setError, FIELD_NAMES);
      toast(checkoutErrorToast(error));
    } finally {
      sending.current = false;
    }
  });

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
            <TextField
              label="First name"
              autoComplete="given-name"
              required
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
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
        </Card>
        <Card as="section" aria-labelledby="shipping-heading" className="checkout-section">
          <h2 id="shipping-heading">Shipping Address</h2>
          <div className="checkout-grid">
            <TextField
              label="Address"
              autoComplete="street-address"
              required
              className="checkout-grid__wide"
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
            <TextAreaField
              label="Special instructions (optional)"
              rows={3}
              className="checkout-grid__wide"
              error={errors.specialInstructions?.message}
              {...register('specialInstructions')}
            />
          </div>
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
