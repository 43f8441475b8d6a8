/**
 * The Stripe objects the double stores and answers with, in the shapes of API version 2026-10-28
 * (the SDK's pinned version): only the fields the shop reads, plus their usual neighbours.
 * Times are unix seconds, amounts are cents.
 */
export type Metadata = Record<string, string>;

export interface CustomerObject {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  phone: string | null;
  description: string | null;
  metadata: Metadata;
  livemode: false;
}

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  /** The hosted page; null once the session is complete or expired, as Stripe does. */
  url: string | null;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Metadata;
  subscription: string | null;
  invoice: string | null;
  payment_intent: string | null;
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface RecurringObject {
  interval: 'day' | 'week' | 'month' | 'year';
  interval_count: number;
}

export interface PriceObject {
  id: string;
  object: 'price';
  type: 'one_time' | 'recurring';
  unit_amount: number;
  currency: string;
  recurring: RecurringObject | null;
  product: string;
}

export interface SubscriptionItemObject {
  id: string;
  object: 'subscription_item';
  subscription: string;
  created: number;
  current_period_start: number;
  current_period_end: number;
  quantity: number;
  metadata: Metadata;
  price: PriceObject & { recurring: RecurringObject };
}

export interface PauseCollectionObject {
  behavior: 'keep_as_draft' | 'mark_uncollectible' | 'void';
  resumes_at: number | null;
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: false;
  url: string;
}

export interface SubscriptionObject {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  metadata: Metadata;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  pause_collection: PauseCollectionObject | null;
  /** Since API 2025 the current period lives on each item (`items.data[0].current_period_*`). */
  items: ListObject<SubscriptionItemObject>;
  billing_cycle_anchor: number;
  start_date: number;
  created: number;
  currency: string;
  latest_invoice: string | null;
  livemode: false;
}

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
export type InvoiceBillingReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';

export interface InvoiceLineItemObject {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string | null;
  quantity: number;
  period: { start: number; end: number };
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: { subscription: string; subscription_item: string; proration: false };
  };
}

export interface InvoiceObject {
  id: string;
  object: 'invoice';
  customer: string;
  status: InvoiceStatus;
  billing_reason: InvoiceBillingReason;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  currency: string;
  created: number;
  /** Since API 2025 an invoice names its subscription here, not in a top-level `subscription`. */
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Metadata };
  };
  lines: ListObject<InvoiceLineItemObject>;
  livemode: false;
}

export interface BillingPortalSessionObject {
  id: string;
  object: 'billing_portal.session';
  url: string;
  customer: string;
  return_url: string | null;
  created: number;
  livemode: false;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  latest_charge: string | null;
  metadata: Metadata;
  created: number;
  livemode: false;
}

/** Since API 2022-11-15 a charge no longer embeds its refunds: they are listed (GET /v1/refunds?charge=). */
export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  refunded: boolean;
  captured: boolean;
  paid: boolean;
  status: 'succeeded';
  currency: string;
  payment_intent: string;
  created: number;
  livemode: false;
}

export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  metadata: Metadata;
  status: RefundStatus;
  created: number;
}
