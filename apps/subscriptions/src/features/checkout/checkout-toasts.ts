import { TOAST_DURATION_ERROR_MS, TOAST_DURATION_LOGIN_PROMPT_MS } from '@shop/contracts/constants';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { signInUrl } from '@shop/ui/auth-urls';
import type { ToastOptions } from '@shop/ui/toast';

const oilsWord = (count: number) => (count === 1 ? 'oil' : 'oils');

/** Signed out on submit, or the session ended (401): sign in, and come back to this plan. */
export function authenticationRequiredToast(returnTo: string): ToastOptions {
  return {
    title: 'Authentication Required',
    description: 'Please sign in to subscribe',
    variant: 'destructive',
    duration: TOAST_DURATION_LOGIN_PROMPT_MS,
    action: { label: 'Sign In', altText: 'Sign in to subscribe', href: signInUrl(returnTo) },
  };
}

/**
 * Why the chosen oils cannot be sent, or null when there are exactly as many as the box holds.
 * The button is disabled until then, but Enter in a field or a script can still submit.
 */
export function oilCountToast(chosenCount: number, bottleCount: number): ToastOptions | null {
  if (chosenCount === bottleCount) return null;
  if (chosenCount === 0) {
    return {
      title: 'No Oils Selected',
      description: `Please select ${bottleCount} ${oilsWord(bottleCount)} for your subscription`,
      variant: 'destructive',
      duration: TOAST_DURATION_ERROR_MS,
    };
  }
  return {
    title: 'Incorrect Number of Oils',
    description: `Please select exactly ${bottleCount} ${oilsWord(bottleCount)} for your subscription`,
    variant: 'destructive',
    duration: TOAST_DURATION_ERROR_MS,
  };
}

const CHECKOUT_FAILED_TEXT = 'Failed to create checkout session';

/**
 * "Checkout Failed" with the server's own words (out of stock, outside the delivery area, no
 * payment method set up, a pay-on-delivery limit, card payment down…), also for a refusal whose
 * code is newer than this build (the remote may be older than the API). A network failure, a
 * proxy's page or an internal error (whose message is not written for shoppers) gets the generic
 * text.
 */
export function checkoutFailedToast(error: unknown): ToastOptions {
  const serverMessage =
    error instanceof ApiRequestError && (error.isApiError || error.status < 500) && error.code !== 'INTERNAL_ERROR'
      ? error.serverMessage
      : undefined;
  return { title: 'Checkout Failed', description: serverMessage || CHECKOUT_FAILED_TEXT, variant: 'destructive' };
}
