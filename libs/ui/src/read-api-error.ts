import { apiErrorSchema, type ApiError, type FieldError } from '@shop/contracts/errors';
import { ApiRequestError } from '@shop/ui/api-fetch';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Lenient on purpose: a proxy or an older server may answer with fewer fields than ApiError. */
const errorBodySchema = apiErrorSchema.pick({ message: true, fieldErrors: true }).partial();

export interface ApiErrorDetails {
  /** What to tell the shopper about the request as a whole. */
  message: string;
  /** Problems with single fields, to show under those fields. */
  fieldErrors: FieldError[];
}

function parseBody(text: string): Partial<Pick<ApiError, 'message' | 'fieldErrors'>> | undefined {
  try {
    const result = errorBodySchema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a form should show for a failed `apiRequest`: the server's own message for a 4xx (they are
 * written for shoppers, e.g. "Invalid email or password"), and a generic one for anything else
 * (a 5xx, a network failure, a body that is not the API's error shape).
 */
export function readApiError(error: unknown, fallbackMessage: string = GENERIC_ERROR_MESSAGE): ApiErrorDetails {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return { message: fallbackMessage, fieldErrors: [] };
  // The error message is "<status>: <body>" (api-fetch.ts).
  const body = parseBody(error.message.slice(`${error.status}: `.length));
  return { message: body?.message || fallbackMessage, fieldErrors: body?.fieldErrors ?? [] };
}
