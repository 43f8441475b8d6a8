import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from '@shop/ui/router';
import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import type { PaymentMethod } from '@shop/contracts/orders';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import type {
  CreateSubscriptionCheckoutRequest,
  CreateSubscriptionCheckoutResponse,
} from '@shop/contracts/subscriptions';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { Button } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { isSettledFailure, useIdempotencyKey } from '@shop/ui/idempotency-key';
import { useToast } from '@shop/ui/toast';
import { useAuth } from '@shop/ui/use-auth';
import { useDeliveryWindows } from '@shop/ui/use-delivery-windows';
import { OilChooser } from '../../oils/components/oil-chooser.js';
import { ShippingAddressFields } from '../../shipping/components/shipping-address-fields.js';
import { showShippingFieldErrors } from '../../shipping/shipping-field-errors.js';
import { NEW_SUBSCRIPTION_SHIPPING, useShippingForm } from '../../shipping/use-shipping-form.js';
import { useCheckoutOptions } from '../api/get-checkout-options.js';
import { useCreateSubscriptionCheckout } from '../api/create-subscription-checkout.js';
import { authenticationRequiredToast, checkoutFailedToast, oilCountToast } from '../checkout-toasts.js';
import { chosenOrEarliest } from '@shop/ui/delivery-window-choice';
import { FirstBoxWindow } from './first-box-window.js';
import { PaymentChoice } from './payment-choice.js';

/** Card is the default whenever the shop takes it. */
const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'stripe';

export interface SubscriptionCheckoutFormProps {
  plan: SubscriptionPlan;
  /** The subscription was created: go to the payment page or the success page. */
  onCreated: (response: CreateSubscriptionCheckoutResponse) => void;
}

/**
 * The oils, the shipping address, the first box's delivery window and the payment method of a
 * new subscription. Checked in this
 * order on submit: signed in, exactly as many oils as the plan's bottles, then the address (the
 * API's own schema). One subscription per attempt: the request carries an Idempotency-Key that a
 * retry of the same attempt reuses.
 */
export function SubscriptionCheckoutForm({ plan, onCreated }: SubscriptionCheckoutFormProps) {
  const { toast } = useToast();
  const { pathname } = useLocation();
  const { isAuthenticated } = useAuth();
  const options = useCheckoutOptions();
  const checkout = useCreateSubscriptionCheckout();
  const idempotencyKey = useIdempotencyKey();
  const form = useShippingForm(NEW_SUBSCRIPTION_SHIPPING);
  const [chosenOils, setChosenOils] = useState<number[]>([]);
  const [oilsError, setOilsError] = useState<string>();
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const windows = useDeliveryWindows(form.watch('zipCode'));
  const [chosenWindow, setChosenWindow] = useState<DeliveryWindowChoice>();
  const deliveryWindow = chosenOrEarliest(windows.data?.windows, chosenWindow);
  const offeredMethods = options.data?.paymentMethods;
  // Sent only when the shop takes it; with none, the server says what is missing.
  const paymentMethod = offeredMethods?.includes(chosenMethod) ? chosenMethod : offeredMethods?.[0];
  // A second submit can land before React re-renders the disabled button.
  const sending = useRef(false);
  // Stays busy after success: the page is about to be left.
  const busy = form.formState.isSubmitting || checkout.isPending || checkout.isSuccess;

  function chooseOils(next: number[]) {
    setChosenOils(next);
    setOilsError(undefined);
  }

  const submitAddress = form.handleSubmit(async (shippingAddress) => {
    if (sending.current) return;
    sending.current = true;
    const request: CreateSubscriptionCheckoutRequest = {
      planId: plan.id,
      shippingAddress,
      selectedOils: chosenOils,
      ...(paymentMethod ? { paymentMethod } : {}),
      ...(deliveryWindow ? { deliveryWindow: { windowId: deliveryWindow.windowId, date: deliveryWindow.date } } : {}),
    };
    try {
      const response = await checkout.mutateAsync({ request, idempotencyKey: idempotencyKey.keyFor(request) });
      idempotencyKey.reset();
      onCreated(response);
    } catch (error) {
      if (isSettledFailure(error)) idempotencyKey.reset();
      if (error instanceof ApiRequestError && error.status === 401) {
        toast(authenticationRequiredToast(pathname));
        return;
      }
      const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : [];
      showShippingFieldErrors(fieldErrors, form.setError);
      setOilsError(fieldErrors.find((fieldError) => fieldError.field === 'selectedOils')?.message);
      // The window may have filled up meanwhile: the list is asked for again.
      if (fieldErrors.some((fieldError) => fieldError.field === 'deliveryWindow')) void windows.refetch();
      toast(checkoutFailedToast(error));
    } finally {
      sending.current = false;
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isAuthenticated) {
      toast(authenticationRequiredToast(pathname));
      return;
    }
    const oilProblem = oilCountToast(chosenOils.length, plan.bottleCount);
    if (oilProblem) {
      toast(oilProblem);
      // The address's own messages show too, so everything left to fix is on screen at once.
      void form.trigger();
      return;
    }
    void submitAddress(event);
  }

  return (
    <form className="subscription-checkout" noValidate aria-label="Subscription checkout" onSubmit={onSubmit}>
      <Card as="section" aria-labelledby="oils-heading" className="subscription-checkout__section">
        <h2 id="oils-heading">Your Oils</h2>
        <OilChooser
          bottleCount={plan.bottleCount}
          chosen={chosenOils}
          onChange={chooseOils}
          disabled={busy}
          error={oilsError}
        />
      </Card>
      <Card as="section" aria-labelledby="shipping-heading" className="subscription-checkout__section">
        <h2 id="shipping-heading">Shipping Address</h2>
        <ShippingAddressFields form={form} />
      </Card>
      <Card as="section" aria-labelledby="delivery-heading" className="subscription-checkout__section">
        <h2 id="delivery-heading">Delivery</h2>
        <FirstBoxWindow windows={windows} chosen={chosenWindow} onChoose={setChosenWindow} disabled={busy} />
      </Card>
      <Card as="section" aria-labelledby="payment-heading" className="subscription-checkout__section">
        <h2 id="payment-heading">Payment</h2>
        <PaymentChoice
          methods={offeredMethods}
          loadFailed={options.isError}
          onRetry={() => void options.refetch()}
          selected={paymentMethod}
          onSelect={setChosenMethod}
          disabled={busy}
        />
      </Card>
      <Button
        type="submit"
        size="lg"
        className="subscription-checkout__submit"
        disabled={busy || chosenOils.length !== plan.bottleCount}
      >
        {busy ? 'Starting your subscription…' : 'Proceed to Payment'}
      </Button>
    </form>
  );
}
