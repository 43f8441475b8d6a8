import { TOAST_DURATION_ERROR_MS } from '@shop/contracts/constants';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { readApiError } from '@shop/ui/read-api-error';
import type { ToastOptions } from '@shop/ui/toast';

/**
 * The "Error" toast of a failed form with the form's own text, except when the server is rate
 * limiting: then its message says when to try again, which the fixed text does not.
 */
export function submissionErrorToast(error: unknown, failureText: string): ToastOptions {
  const rateLimited = error instanceof ApiRequestError && error.code === 'RATE_LIMITED';
  return {
    title: 'Error',
    description: rateLimited ? readApiError(error, failureText).message : failureText,
    variant: 'destructive',
    duration: TOAST_DURATION_ERROR_MS,
  };
}
