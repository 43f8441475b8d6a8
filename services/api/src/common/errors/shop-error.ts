import { HttpException } from '@nestjs/common';
import { API_ERRORS, type ApiErrorCode, type FieldError } from '@shop/contracts/errors';
import type { OfferedWindow } from '@shop/contracts/delivery-windows';

export interface ShopErrorDetails {
  fieldErrors?: FieldError[];
  /** Windows to offer instead of one that is full or not offered. */
  deliveryWindows?: OfferedWindow[];
  /** For RATE_LIMITED: sent as the Retry-After header. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * Every expected error of the API: a code from the contracts' catalogue, which fixes its HTTP
 * status, and a message for the shopper (the catalogue's default when none is given).
 */
export class ShopError extends HttpException {
  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    readonly details: ShopErrorDetails = {},
  ) {
    super(message, API_ERRORS[code].status, details.cause === undefined ? {} : { cause: details.cause });
  }
}
