import type { FieldError } from '@shop/contracts/errors';
import { ApiRequestError } from '@shop/ui/api-fetch';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface ApiErrorDetails {
  /** What to tell the shopper about the request as a whole. */
  message: string;
  /** Problems with single fields, to show under those fields. */
  fieldErrors: FieldError[];
}

/**
 * What a form should show for a failed `apiRequest`: the server's own message for a 4xx (they are
 * written for shoppers, e.g. "Invalid email or password"), and a generic one for anything else
 * (a 5xx, a network failure, a body that is not the API's error shape).
 */
export function readApiError(error: unknown, fallbackMessage: string = GENERIC_ERROR_MESSAGE): ApiErrorDetails {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return { message: fallbackMessage, fieldErrors: [] };
  return { message: error.serverMessage || fallbackMessage, fieldErrors: error.fieldErrors };
}

/**
 * A cart quantity the shop cannot take: not enough stock, or more than one line may hold. Its
 * message is written for the shopper ("Only 3 of … left in stock"), so screens show it as is.
 */
export function isCartQuantityRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.code === 'OUT_OF_STOCK' || error.code === 'QUANTITY_LIMIT');
}
