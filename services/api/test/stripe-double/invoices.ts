import { unixSeconds } from './calendar.js';
import { onlyKnown } from './form.js';
import type { InvoiceBillingReason, InvoiceLineItemObject, InvoiceObject, InvoiceStatus } from './objects.js';
import type { Route } from './routes.js';
import type { StripeDoubleState } from './state.js';

export interface InvoiceOptions {
  subscriptionId: string;
  /** The period the invoice bills (its line's period); the subscription's current period when left out. */
  periodStart?: Date;
  periodEnd?: Date;
  /** 'paid' unless told. */
  status?: InvoiceStatus;
  /** 'subscription_cycle' (a renewal) unless told. */
  billingReason?: InvoiceBillingReason;
  /** The subscription's price times quantity unless told. */
  amountDue?: number;
  /** amountDue when paid, else 0, unless told. */
  amountPaid?: number;
}

/** An invoice of a subscription, shaped as API 2026 sends it: the subscription under `parent`, the period on the line. */
export function createInvoice(state: StripeDoubleState, options: InvoiceOptions): InvoiceObject {
  const subscription = state.subscription(options.subscriptionId);
  const id = state.newId('in_');
  const lines: InvoiceLineItemObject[] = subscription.items.data.map((item) => ({
    id: state.newId('il_'),
    object: 'line_item',
    amount: item.price.unit_amount * item.quantity,
    currency: item.price.currency,
    description: null,
    quantity: item.quantity,
    period: {
      start: options.periodStart ? unixSeconds(options.periodStart) : item.current_period_start,
      end: options.periodEnd ? unixSeconds(options.periodEnd) : item.current_period_end,
    },
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: { subscription: subscription.id, subscription_item: item.id, proration: false },
    },
  }));
  const status = options.status ?? 'paid';
  const amountDue = options.amountDue ?? lines.reduce((total, line) => total + line.amount, 0);
  const amountPaid = options.amountPaid ?? (status === 'paid' ? amountDue : 0);
  const invoice: InvoiceObject = {
    id,
    object: 'invoice',
    customer: subscription.customer,
    status,
    billing_reason: options.billingReason ?? 'subscription_cycle',
    amount_due: amountDue,
    amount_paid: amountPaid,
    amount_remaining: Math.max(amountDue - amountPaid, 0),
    total: amountDue,
    currency: subscription.currency,
    created: unixSeconds(),
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
  };
  state.invoices.set(id, invoice);
  subscription.latest_invoice = id;
  return invoice;
}

/** GET /v1/invoices/:id. */
export function invoiceRoutes(state: StripeDoubleState): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/v1\/invoices\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, []);
        return state.invoice(id);
      },
    },
  ];
}
