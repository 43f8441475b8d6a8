/**
 * The Stripe double: a local HTTP stand-in for Stripe that the real SDK talks to in tests, and
 * signed webhook deliveries. Each part lives in ./stripe-double/; this file is what tests import.
 */
export { addMonthsClamped, periodEndAfter, unixSeconds } from './stripe-double/calendar.js';
export type {
  CompletedSubscriptionCheckout,
  StripeDoubleControls,
  SubscriptionChanges,
} from './stripe-double/controls.js';
export { signedEvent, signedStripeEvent, type SignedEvent } from './stripe-double/events.js';
export type { InvoiceOptions } from './stripe-double/invoices.js';
export { STRIPE_TEST_KEYS, stripeDoubleSettings } from './stripe-double/keys.js';
export type * from './stripe-double/objects.js';
export type { RecordedRequest } from './stripe-double/routes.js';
export type { SubscriptionUpdateRequest } from './stripe-double/state.js';
export { startStripeDouble, type RecordedSessionRequest, type StripeDouble } from './stripe-double/start.js';
