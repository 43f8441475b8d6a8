import { randomBytes } from 'node:crypto';
import { resourceMissing } from './errors.js';
import type {
  BillingPortalSessionObject,
  ChargeObject,
  CheckoutSessionObject,
  CustomerObject,
  InvoiceObject,
  Metadata,
  PaymentIntentObject,
  PriceObject,
  RefundObject,
  SubscriptionObject,
} from './objects.js';
import type { RecordedRequest } from './routes.js';

/** One line of a Checkout Session: Stripe keeps these apart from the session (shown only when expanded). */
export interface CheckoutLine {
  quantity: number;
  description: string;
  price: PriceObject;
}

/** What a session was created with that its object does not show. */
export interface CheckoutDetails {
  lines: CheckoutLine[];
  /** subscription_data[metadata]: copied onto the subscription the session creates. */
  subscriptionMetadata: Metadata;
}

export interface SubscriptionUpdateRequest extends RecordedRequest {
  subscriptionId: string;
}

/** Everything one double holds: Stripe's objects by id, and the requests tests assert on. */
export class StripeDoubleState {
  readonly customers = new Map<string, CustomerObject>();
  readonly checkoutSessions = new Map<string, CheckoutSessionObject>();
  readonly checkoutDetails = new Map<string, CheckoutDetails>();
  readonly subscriptions = new Map<string, SubscriptionObject>();
  readonly invoices = new Map<string, InvoiceObject>();
  readonly portalSessions: BillingPortalSessionObject[] = [];
  readonly paymentIntents = new Map<string, PaymentIntentObject>();
  readonly charges = new Map<string, ChargeObject>();
  readonly refunds = new Map<string, RefundObject>();

  /** Every request that reached the routes (failNextRequests failures excepted). */
  readonly requests: RecordedRequest[] = [];
  /** Every POST /v1/checkout/sessions, in both modes. */
  readonly sessions: RecordedRequest[] = [];
  /** Every POST /v1/subscriptions/:id. */
  readonly subscriptionUpdates: SubscriptionUpdateRequest[] = [];
  /** Every POST /v1/refunds (idempotent replays and refusals included). */
  readonly refundRequests: RecordedRequest[] = [];

  private sequence = 0;

  /** A new id, unique across doubles and runs: `cus_0007a1b2c3d4e5`. */
  newId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}${String(this.sequence).padStart(4, '0')}${randomBytes(5).toString('hex')}`;
  }

  /** The stored object, or Stripe's resource_missing (404 for the path's id, 400 when `param` names it). */
  customer(id: string, param?: string): CustomerObject {
    return found(this.customers, 'customer', id, param);
  }

  checkoutSession(id: string): CheckoutSessionObject {
    return found(this.checkoutSessions, 'checkout.session', id);
  }

  subscription(id: string): SubscriptionObject {
    return found(this.subscriptions, 'subscription', id);
  }

  invoice(id: string): InvoiceObject {
    return found(this.invoices, 'invoice', id);
  }

  paymentIntent(id: string, param?: string): PaymentIntentObject {
    return found(this.paymentIntents, 'payment_intent', id, param);
  }

  charge(id: string, param?: string): ChargeObject {
    return found(this.charges, 'charge', id, param);
  }

  refund(id: string): RefundObject {
    return found(this.refunds, 'refund', id);
  }
}

function found<T>(objects: Map<string, T>, kind: string, id: string, param?: string): T {
  const object = objects.get(id);
  if (object === undefined) throw resourceMissing(kind, id, param);
  return object;
}
