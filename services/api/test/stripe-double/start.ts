import { billingPortalRoutes } from './billing-portal.js';
import { checkoutSessionRoutes } from './checkout-sessions.js';
import { stripeDoubleControls, type StripeDoubleControls } from './controls.js';
import { customerRoutes } from './customers.js';
import { invoiceRoutes } from './invoices.js';
import type {
  BillingPortalSessionObject,
  CheckoutSessionObject,
  CustomerObject,
  ChargeObject,
  InvoiceObject,
  RefundObject,
  SubscriptionObject,
} from './objects.js';
import { refundRoutes } from './refunds.js';
import type { RecordedRequest } from './routes.js';
import { serveStripeRoutes } from './server.js';
import { StripeDoubleState, type SubscriptionUpdateRequest } from './state.js';
import { subscriptionRoutes } from './subscriptions.js';

/** The first version's name for a recorded POST /v1/checkout/sessions. */
export type RecordedSessionRequest = RecordedRequest;

export interface StripeDouble extends StripeDoubleControls {
  /** Where the double listens; stripeDoubleSettings(url) points the shop at it. */
  url: string;
  /** Every POST /v1/checkout/sessions (payment and subscription modes), idempotent replays included. */
  sessions: RecordedSessionRequest[];
  /** Every POST /v1/subscriptions/:id, idempotent replays and refusals included. */
  subscriptionUpdates: SubscriptionUpdateRequest[];
  /** Every request that reached an endpoint (not those failNextRequests failed). */
  requests: RecordedRequest[];
  /** The stored objects by id, as GET answers them now (change them through the controls). */
  customers: ReadonlyMap<string, CustomerObject>;
  checkoutSessions: ReadonlyMap<string, CheckoutSessionObject>;
  subscriptions: ReadonlyMap<string, SubscriptionObject>;
  invoices: ReadonlyMap<string, InvoiceObject>;
  /** Every POST /v1/refunds, idempotent replays and refusals included. */
  refundRequests: RecordedRequest[];
  refunds: ReadonlyMap<string, RefundObject>;
  charges: ReadonlyMap<string, ChargeObject>;
  /** The billing portal sessions created, in order. */
  portalSessions: BillingPortalSessionObject[];
  /** The next `count` requests to any endpoint answer `status` with an api_error, as if Stripe were down. */
  failNextRequests(count: number, status: number): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for the parts of Stripe the shop uses, spoken to by the real Stripe SDK over
 * HTTP (the SaaS itself cannot be reached from here): Checkout Sessions in payment and
 * subscription mode, Customers, Subscriptions, Invoices, billing portal sessions, and
 * PaymentIntents, charges and refunds of paid sessions. It records
 * what the shop sent and lets tests move Stripe's side along (completeSubscriptionCheckout,
 * setSubscription, invoice).
 */
export async function startStripeDouble(): Promise<StripeDouble> {
  const state = new StripeDoubleState();
  const server = await serveStripeRoutes(
    [
      ...customerRoutes(state),
      ...checkoutSessionRoutes(state),
      ...subscriptionRoutes(state),
      ...invoiceRoutes(state),
      ...billingPortalRoutes(state),
      ...refundRoutes(state),
    ],
    state.requests,
  );
  return {
    ...stripeDoubleControls(state),
    url: server.url,
    sessions: state.sessions,
    subscriptionUpdates: state.subscriptionUpdates,
    requests: state.requests,
    customers: state.customers,
    checkoutSessions: state.checkoutSessions,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    portalSessions: state.portalSessions,
    refundRequests: state.refundRequests,
    refunds: state.refunds,
    charges: state.charges,
    failNextRequests: server.failNextRequests,
    close: server.close,
  };
}
