import { TOAST_DURATION_ERROR_MS } from '@shop/contracts/constants';
import type { PaymentMethod } from '@shop/contracts/orders';
import { readApiError } from '@shop/ui/read-api-error';
import type { ToastOptions } from '@shop/ui/toast';

export const EMPTY_CART_TOAST: ToastOptions = {
  title: 'Empty Cart',
  description: 'Add some items to your cart before checking out.',
  variant: 'destructive',
  duration: TOAST_DURATION_ERROR_MS,
};

export const PAYMENT_UNAVAILABLE_TOAST: ToastOptions = {
  title: 'Payment Processing Unavailable',
  description: 'Online payment is not set up yet, so orders cannot be placed right now.',
  variant: 'destructive',
};

/** After placing an order that needs no payment page: "Checkout Ready". */
export function orderPlacedToast(paymentMethod: PaymentMethod): ToastOptions {
  return {
    title: 'Checkout Ready',
    description:
      paymentMethod === 'pay_on_delivery' ? 'Your order is confirmed. Pay on delivery.' : 'Your order has been placed.',
  };
}

const CHECKOUT_ERROR_TEXT = 'There was an error processing your checkout.';

/** "Checkout Error", with the server's reason when it gave one (a 4xx: out of stock, empty cart…). */
export function checkoutErrorToast(error: unknown): ToastOptions {
  const reason = readApiError(error, '').message;
  return {
    title: 'Checkout Error',
    description: reason ? `${CHECKOUT_ERROR_TEXT} ${reason}` : CHECKOUT_ERROR_TEXT,
    variant: 'destructive',
  };
}
