import { TOAST_DURATION_ERROR_MS, TOAST_DURATION_LOGIN_PROMPT_MS } from '@shop/contracts/constants';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { signInUrl } from '@shop/ui/auth-urls';
import { isCartQuantityRefusal, readApiError } from '@shop/ui/read-api-error';
import type { ToastOptions } from '@shop/ui/toast';

/** A cart change refused because the session ended: log in again (Log In opens /api/login). */
export const SESSION_EXPIRED_TOAST: ToastOptions = {
  title: 'Session Expired',
  description: 'Please log in again to continue.',
  variant: 'destructive',
  duration: TOAST_DURATION_LOGIN_PROMPT_MS,
  action: { label: 'Log In', altText: 'Log in again to continue', href: signInUrl() },
};

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/**
 * What to tell the shopper when changing or removing a cart line failed: log in again after a 401;
 * the server's own words when the stock or the per-line limit is the reason; otherwise the
 * shop's generic text.
 */
export function cartChangeErrorToast(error: unknown, genericText: string): ToastOptions {
  if (isUnauthorized(error)) return SESSION_EXPIRED_TOAST;
  return {
    title: 'Error',
    description: isCartQuantityRefusal(error) ? readApiError(error, genericText).message : genericText,
    variant: 'destructive',
    duration: TOAST_DURATION_ERROR_MS,
  };
}
