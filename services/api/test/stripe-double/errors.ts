/** An error answered the way Stripe answers it: an HTTP status and `{ error: { type, code, message, param } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  get body(): { error: { type: string; message: string; code?: string; param?: string } } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    };
  }
}

/** 400 invalid_request_error: a parameter Stripe would refuse, or a state change Stripe would not make. */
export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, code, param);
}

/** A parameter the double does not model: refused loudly rather than silently ignored. */
export function notModelled(param: string): StripeApiError {
  return invalidRequest(
    `Received unknown parameter: ${param} (the Stripe double does not model it)`,
    param,
    'parameter_unknown',
  );
}

/**
 * An object that does not exist: 404 when it is the one in the path, 400 when a parameter names it
 * (as Stripe answers `customer=cus_missing`).
 */
export function resourceMissing(kind: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(
    param ? 400 : 404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param ?? 'id',
  );
}
