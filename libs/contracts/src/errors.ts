import { z } from './zod.js';
import { offeredWindowSchema } from './delivery-windows.js';

/**
 * Every error the API answers with, by module: a code, its HTTP status and the message used when
 * the code alone says enough. The same condition has one code everywhere (a product without enough
 * stock is OUT_OF_STOCK in the cart and at checkout), so the front end can act on `code`.
 */
interface ErrorDefinition {
  status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 416 | 429 | 500 | 503;
  message: string;
}

/** Conditions any endpoint can meet: bad requests, access, limits, the database, the unexpected. */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid.' },
  INVALID_JSON: { status: 400, message: 'Request body is not valid JSON' },
  /** A value the database cannot hold slipped past validation (PostgreSQL data exceptions, 22xxx). */
  INVALID_DATA: { status: 400, message: 'A value in the request cannot be stored.' },
  BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON in UTF-8.' },
  SIGN_IN_REQUIRED: { status: 401, message: 'Sign in to continue' },
  CROSS_SITE_REQUEST: { status: 403, message: 'Cross-site requests are not allowed' },
  /** A shopper at a back-office endpoint. */
  STAFF_ONLY: { status: 403, message: 'The back office is for the shop staff only.' },
  /** Staff at an owner's endpoint (refunds, prices, staff). */
  OWNER_ONLY: { status: 403, message: 'Only the shop owner can do this.' },
  NOT_FOUND: { status: 404, message: 'There is nothing at this address.' },
  /** The file server's refusals: conditions (If-Match...) the file no longer meets, a range beyond its end. */
  PRECONDITION_FAILED: { status: 412, message: 'The file has changed since you last fetched it.' },
  RANGE_NOT_SATISFIABLE: { status: 416, message: 'The requested range is beyond the end of the file.' },
  /** Any other client error raised below the API (Express, the file server): never a 500. */
  REQUEST_REFUSED: { status: 400, message: 'The request cannot be served.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Try again later.' },
  ALREADY_EXISTS: { status: 409, message: 'That record already exists.' },
  RELATED_RECORD_MISSING: { status: 409, message: 'A related record does not exist.' },
  RULE_VIOLATED: { status: 409, message: 'The change breaks a rule of the shop.' },
  RETRY: { status: 409, message: 'Please retry: the data changed meanwhile.' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, ErrorDefinition>;

export const AUTH_ERRORS = {
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  WEAK_PASSWORD: { status: 400, message: 'Choose a less predictable password.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists' },
  BUILT_IN_ACCOUNTS_OFF: { status: 403, message: 'Sign in with your account provider' },
  SINGLE_SIGN_ON_OFF: { status: 404, message: 'Single sign-on is not set up for this shop.' },
  /** GET /api/logout loaded as an image, script, fetch or frame: only a page navigation signs out. */
  SIGN_OUT_NAVIGATION_ONLY: { status: 403, message: 'Sign out with the Sign Out link.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Your e-mail address is already verified.' },
  /** A verification link fetched by something other than a page the shopper opened (an <img>, a script). */
  PAGE_NAVIGATION_REQUIRED: { status: 403, message: 'Open the link from the e-mail in your browser.' },
} as const satisfies Record<string, ErrorDefinition>;

export const CATALOG_ERRORS = {
  PRODUCT_NOT_FOUND: { status: 404, message: 'That product does not exist.' },
  OUT_OF_STOCK: { status: 409, message: 'Not enough of that product is in stock.' },
} as const satisfies Record<string, ErrorDefinition>;

export const CART_ERRORS = {
  CART_ITEM_NOT_FOUND: { status: 404, message: 'That item is not in your cart.' },
  QUANTITY_LIMIT: { status: 409, message: 'That is more of one product than one order can hold.' },
} as const satisfies Record<string, ErrorDefinition>;

export const ORDER_ERRORS = {
  ORDER_NOT_FOUND: { status: 404, message: 'That order does not exist.' },
  CART_EMPTY: { status: 409, message: 'Your cart is empty' },
  PAYMENT_METHOD_UNAVAILABLE: {
    status: 409,
    message: 'Payment Processing Unavailable: that payment method is not set up',
  },
  PAYMENT_PROVIDER_DOWN: {
    status: 503,
    message: 'Card payment is unavailable right now. Your cart was kept; please try again.',
  },
  STRIPE_OFF: { status: 404, message: 'Stripe is not configured' },
  BAD_SIGNATURE: { status: 400, message: 'Invalid Stripe signature' },
  AMOUNT_MISMATCH: { status: 400, message: 'The paid amount does not match the order.' },
  /** Pay on delivery: the shopper's orders not yet delivered (the message gives the count and the limit). */
  PAY_ON_DELIVERY_ORDER_LIMIT: {
    status: 409,
    message: 'You already have as many pay-on-delivery orders awaiting delivery as we take at once.',
  },
  /** Pay on delivery: too many of one product in one order (the message names the product and the limit). */
  PAY_ON_DELIVERY_QUANTITY_LIMIT: {
    status: 409,
    message: 'That is more of one product than a pay-on-delivery order can hold.',
  },
  /** Pay on delivery is off for this shopper after missed deliveries, until staff turn it back on. */
  PAY_ON_DELIVERY_SUSPENDED: {
    status: 409,
    message: 'Pay on delivery is off for your account after missed deliveries.',
  },
} as const satisfies Record<string, ErrorDefinition>;

/** The shopper's address book. */
export const ADDRESS_BOOK_ERRORS = {
  ADDRESS_NOT_FOUND: { status: 404, message: 'That saved address does not exist.' },
  ADDRESS_ALREADY_SAVED: { status: 409, message: 'That address is already in your address book.' },
  ADDRESS_BOOK_FULL: {
    status: 409,
    message: 'Your address book is full (20 addresses). Remove one before adding another.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export const SUBSCRIPTION_ERRORS = {
  PLAN_NOT_FOUND: { status: 404, message: 'That subscription plan does not exist.' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'That subscription does not exist.' },
  /** A box id that is not one of the subscription's boxes (another shopper's included). */
  SUBSCRIPTION_BOX_NOT_FOUND: { status: 404, message: 'That box does not exist.' },
  SUBSCRIPTION_PAYMENT_UNAVAILABLE: {
    status: 409,
    message: 'Subscriptions need a payment method, and none is set up yet. Please contact us to subscribe.',
  },
  /** The box's oils: an unknown id, a spice, or the wrong count (fieldErrors name selectedOils). */
  INVALID_OIL_SELECTION: { status: 400, message: 'Choose the oils for your box again.' },
  OUTSIDE_DELIVERY_AREA: { status: 400, message: 'We do not deliver to that ZIP code yet.' },
  /** A change the subscription's state does not allow (e.g. skipping a cancelled subscription). */
  SUBSCRIPTION_CHANGE_NOT_ALLOWED: { status: 409, message: 'That change is not possible for this subscription.' },
  /** Pay on delivery: the shopper's active or paused subscriptions (the message gives the count and the limit). */
  PAY_ON_DELIVERY_SUBSCRIPTION_LIMIT: {
    status: 409,
    message: 'You already have as many pay-on-delivery subscriptions as we take at once.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export const DELIVERY_ERRORS = {
  ZIP_NOT_FOUND: { status: 404, message: 'We could not find that ZIP code.' },
  /** The chosen window is not offered for the address now (another zone, closed, past its cutoff). */
  DELIVERY_WINDOW_NOT_OFFERED: {
    status: 409,
    message: 'That delivery window is not available for your address. Please choose another.',
  },
  /** The window's last place went to someone else meanwhile (the body suggests the next ones). */
  DELIVERY_WINDOW_FULL: { status: 409, message: 'That delivery window just filled up. Please choose another.' },
  /** Nothing with room within the booking horizon for that address. */
  NO_DELIVERY_WINDOWS: {
    status: 409,
    message: 'We have no delivery window with room in the next two weeks. Please contact us.',
  },
  /** Past the window's cutoff, a shopper can no longer move the delivery. */
  DELIVERY_WINDOW_LOCKED: { status: 409, message: 'This delivery can no longer be changed: its cutoff has passed.' },
  DELIVERY_ZONE_NOT_FOUND: { status: 404, message: 'That delivery zone does not exist.' },
  DELIVERY_WINDOW_NOT_FOUND: { status: 404, message: 'That delivery window does not exist.' },
  DELIVERY_CLOSURE_NOT_FOUND: { status: 404, message: 'That closure does not exist.' },
  /** Changing the day or hours of a window that has bookings ahead: retire it and add another. */
  DELIVERY_WINDOW_HAS_BOOKINGS: {
    status: 409,
    message: 'This window has deliveries booked. Retire it and add a new one instead.',
  },
  /** A change of the schedule that breaks one of its rules (the message says which). */
  DELIVERY_SCHEDULE_INVALID: { status: 409, message: 'That change breaks a rule of the delivery schedule.' },
  /** A closure over deliveries already booked, without moving them (the message lists the orders). */
  DELIVERY_CLOSURE_HAS_BOOKINGS: {
    status: 409,
    message: 'Deliveries are booked on those days. Move them to the next windows with room, or choose other days.',
  },
  /** Deleting a zone with deliveries booked from today on. */
  DELIVERY_ZONE_HAS_BOOKINGS: {
    status: 409,
    message: 'This zone has deliveries booked. Close its days or wait until they are delivered.',
  },
  DELIVERY_RUN_NOT_FOUND: { status: 404, message: 'That delivery run does not exist.' },
  DELIVERY_STOP_NOT_FOUND: { status: 404, message: 'That stop does not exist.' },
  /** Starting a run while booked orders are not packed (the message lists them). */
  DELIVERY_RUN_NOT_READY: { status: 409, message: 'Some orders of this run are not packed yet.' },
  DELIVERY_RUN_NOT_STARTED: { status: 409, message: 'This run has not started yet.' },
  DELIVERY_RUN_CLOSED: { status: 409, message: 'This run is closed: its outcomes are settled.' },
  /** Closing a run while stops have no outcome (the message lists them). */
  DELIVERY_RUN_STOPS_OPEN: { status: 409, message: 'Record an outcome for every stop before closing the run.' },
  /** A delivered stop's collection that does not fit its order (nothing to collect, or an amount missing). */
  DELIVERY_STOP_COLLECTION_INVALID: { status: 409, message: 'What was collected does not fit this stop.' },
} as const satisfies Record<string, ErrorDefinition>;

export const OPERATIONS_ERRORS = {
  DATABASE_DOWN: { status: 503, message: 'Database unavailable' },
  SHUTTING_DOWN: { status: 503, message: 'The server is restarting. Try again in a moment.' },
  METRICS_OFF: { status: 404, message: 'Metrics are not enabled on this server.' },
  METRICS_TOKEN_INVALID: { status: 401, message: 'A valid metrics token is required.' },
} as const satisfies Record<string, ErrorDefinition>;

/** The back office: what staff and owners may not do, and records they name that are gone. */
export const BACKOFFICE_ERRORS = {
  USER_NOT_FOUND: { status: 404, message: 'There is no account with that email.' },
  OWN_ROLE_UNCHANGEABLE: { status: 409, message: 'You cannot change your own role.' },
  ORDER_TRANSITION_NOT_ALLOWED: { status: 409, message: 'The order cannot move to that status.' },
  REFUND_NOT_ALLOWED: { status: 409, message: 'That refund is not possible for this order.' },
  STOCK_CHANGE_NOT_ALLOWED: { status: 409, message: 'Stock cannot go below zero.' },
  INBOX_ITEM_NOT_FOUND: { status: 404, message: 'That message does not exist.' },
  INBOX_CHANGE_NOT_ALLOWED: { status: 409, message: 'That change is not possible for this message.' },
  INBOX_REPLY_REPEATED: { status: 409, message: 'You sent this same reply a moment ago; it was not sent again.' },
  EMAIL_NOT_FOUND: { status: 404, message: 'That e-mail does not exist.' },
  EMAIL_RETRY_NOT_ALLOWED: { status: 409, message: 'That e-mail cannot be sent again.' },
} as const satisfies Record<string, ErrorDefinition>;

export type CommonErrorCode = keyof typeof COMMON_ERRORS;
export type AuthErrorCode = keyof typeof AUTH_ERRORS;
export type CatalogErrorCode = keyof typeof CATALOG_ERRORS;
export type CartErrorCode = keyof typeof CART_ERRORS;
export type OrderErrorCode = keyof typeof ORDER_ERRORS;
export type AddressBookErrorCode = keyof typeof ADDRESS_BOOK_ERRORS;
export type SubscriptionErrorCode = keyof typeof SUBSCRIPTION_ERRORS;
export type DeliveryErrorCode = keyof typeof DELIVERY_ERRORS;
export type OperationsErrorCode = keyof typeof OPERATIONS_ERRORS;
export type BackofficeErrorCode = keyof typeof BACKOFFICE_ERRORS;

export const API_ERRORS = {
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...CATALOG_ERRORS,
  ...CART_ERRORS,
  ...ORDER_ERRORS,
  ...ADDRESS_BOOK_ERRORS,
  ...SUBSCRIPTION_ERRORS,
  ...DELIVERY_ERRORS,
  ...OPERATIONS_ERRORS,
  ...BACKOFFICE_ERRORS,
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

export const apiErrorCodeSchema = z.enum(Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]]);

/** One problem with one field of a request, e.g. { field: "shippingAddress.zipCode", message: "ZIP code is required" }. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error shape of every 4xx and 5xx answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: apiErrorCodeSchema,
  fieldErrors: z.array(fieldErrorSchema).optional(),
  /** With DELIVERY_WINDOW_FULL and DELIVERY_WINDOW_NOT_OFFERED: the next windows with room, to offer instead. */
  deliveryWindows: z.array(offeredWindowSchema).optional(),
  /** The id of the request in the server's logs (also its X-Request-Id header). */
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
