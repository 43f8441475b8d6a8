import { unixSeconds } from './calendar.js';
import { createCustomer } from './customers.js';
import { createInvoice, type InvoiceOptions } from './invoices.js';
import type {
  ChargeObject,
  CheckoutSessionObject,
  InvoiceObject,
  RefundObject,
  SubscriptionObject,
} from './objects.js';
import { createPayment, createRefund } from './refunds.js';
import type { StripeDoubleState } from './state.js';
import { createSubscription, currentPeriodEnd, periodEnd } from './subscriptions.js';

/** A change Stripe could make to a subscription on its own: a renewal, a failed payment, a cancellation… */
export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionObject,
    | 'status'
    | 'metadata'
    | 'cancel_at_period_end'
    | 'cancel_at'
    | 'canceled_at'
    | 'ended_at'
    | 'pause_collection'
    | 'latest_invoice'
  >
> & {
  /** The new current period of every item; periodEnd defaults to the next anniversary of the billing cycle anchor. */
  periodStart?: Date;
  periodEnd?: Date;
};

export interface CompletedSubscriptionCheckout {
  session: CheckoutSessionObject;
  subscription: SubscriptionObject;
  /** The first invoice (billing_reason subscription_create, paid), as `session.invoice` names it. */
  invoice: InvoiceObject;
}

/** The test side of the double: what Stripe does without the shop asking. Objects returned are snapshots. */
export interface StripeDoubleControls {
  /**
   * The shopper paid on the hosted page: the session becomes complete and paid, and an active
   * subscription (metadata from subscription_data[metadata], one item per recurring line, the
   * first period from `periodStart`, now by default, to one calendar month later) and its first
   * paid invoice are created. Returns the objects as events would carry them.
   */
  completeSubscriptionCheckout(sessionId: string, options?: { periodStart?: Date }): CompletedSubscriptionCheckout;
  /**
   * The session reached its expires_at unpaid: Stripe closes it (status expired, no url). Returns it
   * as `checkout.session.expired` carries it.
   */
  expireCheckoutSession(sessionId: string): CheckoutSessionObject;
  /** Changes a subscription as Stripe would on its own (renewed, past_due, canceled…) and returns it. */
  setSubscription(id: string, changes: SubscriptionChanges): SubscriptionObject;
  /** The subscription as stored now; throws for an unknown id. */
  subscription(id: string): SubscriptionObject;
  /** Creates (and stores) an invoice of a subscription and makes it the subscription's latest_invoice. */
  invoice(options: InvoiceOptions): InvoiceObject;
  /**
   * The shopper paid a payment-mode session: it becomes complete and paid, with a succeeded
   * PaymentIntent and charge for its amount_total. Returns it as checkout.session.completed carries it.
   */
  payCheckoutSession(sessionId: string): CheckoutSessionObject;
  /** Someone refunded in Stripe's dashboard (amount in cents, default all that is left): the refund and the charge after it. */
  refundInDashboard(paymentIntentId: string, amount?: number): { refund: RefundObject; charge: ChargeObject };
  /** The charge of a payment intent as stored now (as charge.refunded carries it). */
  chargeOf(paymentIntentId: string): ChargeObject;
}

export function stripeDoubleControls(state: StripeDoubleState): StripeDoubleControls {
  return {
    completeSubscriptionCheckout(sessionId, { periodStart = new Date() } = {}) {
      const session = state.checkoutSession(sessionId);
      if (session.mode !== 'subscription') throw new Error(`${sessionId} is a ${session.mode}-mode session`);
      if (session.status !== 'open') throw new Error(`${sessionId} is ${session.status}, not open`);
      const details = state.checkoutDetails.get(sessionId);
      if (!details) throw new Error(`${sessionId} has no line items`);
      const customer = session.customer ?? createCustomer(state, { email: session.customer_email }).id;
      const subscription = createSubscription(state, {
        customer,
        metadata: { ...details.subscriptionMetadata },
        lines: details.lines.filter((line) => line.price.recurring),
        periodStart,
        currency: session.currency,
      });
      const invoice = createInvoice(state, {
        subscriptionId: subscription.id,
        status: 'paid',
        billingReason: 'subscription_create',
        amountDue: session.amount_total,
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        customer,
        subscription: subscription.id,
        invoice: invoice.id,
      } satisfies Partial<CheckoutSessionObject>);
      return structuredClone({ session, subscription, invoice });
    },

    expireCheckoutSession(sessionId) {
      const session = state.checkoutSession(sessionId);
      if (session.status !== 'open') throw new Error(`${sessionId} is ${session.status}, not open`);
      Object.assign(session, { status: 'expired', url: null } satisfies Partial<CheckoutSessionObject>);
      return structuredClone(session);
    },

    setSubscription(id, { periodStart, periodEnd: end, ...changes }) {
      const subscription = state.subscription(id);
      Object.assign(subscription, structuredClone(changes));
      if (periodStart || end) {
        const anchor = new Date(subscription.billing_cycle_anchor * 1000);
        for (const item of subscription.items.data) {
          const start = periodStart ?? new Date(item.current_period_start * 1000);
          item.current_period_start = unixSeconds(start);
          item.current_period_end = end
            ? unixSeconds(end)
            : unixSeconds(periodEnd(item.price.recurring, anchor, start));
        }
      }
      if (changes.status === 'canceled') {
        // As Stripe stamps a cancellation, unless the test says when (or null).
        if (!('canceled_at' in changes)) subscription.canceled_at ??= unixSeconds();
        if (!('ended_at' in changes)) subscription.ended_at ??= unixSeconds();
      }
      // cancel_at follows cancel_at_period_end (and a new period end), unless the test sets it.
      if (!('cancel_at' in changes) && subscription.cancel_at_period_end) {
        subscription.cancel_at = currentPeriodEnd(subscription);
      }
      if (!('cancel_at' in changes) && changes.cancel_at_period_end === false) subscription.cancel_at = null;
      return structuredClone(subscription);
    },

    subscription: (id) => structuredClone(state.subscription(id)),

    invoice: (options) => structuredClone(createInvoice(state, options)),

    payCheckoutSession(sessionId) {
      const session = state.checkoutSession(sessionId);
      if (session.mode !== 'payment') throw new Error(`${sessionId} is a ${session.mode}-mode session`);
      if (session.status !== 'open') throw new Error(`${sessionId} is ${session.status}, not open`);
      const paymentIntent = createPayment(state, session.amount_total, session.currency);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: paymentIntent.id,
      } satisfies Partial<CheckoutSessionObject>);
      return structuredClone(session);
    },

    refundInDashboard(paymentIntentId, amount) {
      const charge = chargeOfPaymentIntent(state, paymentIntentId);
      const refund = createRefund(state, charge, amount === undefined ? {} : { amount });
      return structuredClone({ refund, charge });
    },

    chargeOf: (paymentIntentId) => structuredClone(chargeOfPaymentIntent(state, paymentIntentId)),
  };
}

function chargeOfPaymentIntent(state: StripeDoubleState, paymentIntentId: string): ChargeObject {
  const chargeId = state.paymentIntent(paymentIntentId).latest_charge;
  if (!chargeId) throw new Error(`${paymentIntentId} has no charge`);
  return state.charge(chargeId);
}
