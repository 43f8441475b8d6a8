import { periodEndAfter, unixSeconds } from './calendar.js';
import { invalidRequest } from './errors.js';
import {
  onlyKnown,
  optionalBoolean,
  optionalInteger,
  optionalMetadata,
  optionalObject,
  optionalString,
  requiredString,
} from './form.js';
import type {
  Metadata,
  PauseCollectionObject,
  RecurringObject,
  SubscriptionItemObject,
  SubscriptionObject,
} from './objects.js';
import type { Route } from './routes.js';
import type { CheckoutLine, StripeDoubleState } from './state.js';

const PAUSE_BEHAVIORS: readonly PauseCollectionObject['behavior'][] = ['keep_as_draft', 'mark_uncollectible', 'void'];
const PRORATION_BEHAVIORS = ['create_prorations', 'none', 'always_invoice'];

/** The end of the period starting at `periodStart`, counted from the billing cycle anchor as Stripe does. */
export function periodEnd(recurring: RecurringObject, anchor: Date, periodStart: Date): Date {
  const count = recurring.interval_count;
  if (recurring.interval === 'month' || recurring.interval === 'year') {
    return periodEndAfter(anchor, periodStart, count * (recurring.interval === 'year' ? 12 : 1));
  }
  const stepMs = count * (recurring.interval === 'week' ? 7 : 1) * 24 * 60 * 60 * 1000;
  const cycles = Math.floor((periodStart.getTime() - anchor.getTime()) / stepMs) + 1;
  return new Date(anchor.getTime() + cycles * stepMs);
}

/** An active subscription to the recurring `lines`, its first period starting at `periodStart`. */
export function createSubscription(
  state: StripeDoubleState,
  options: { customer: string; metadata: Metadata; lines: CheckoutLine[]; periodStart: Date; currency: string },
): SubscriptionObject {
  const id = state.newId('sub_');
  const created = unixSeconds();
  const items: SubscriptionItemObject[] = options.lines.map(({ price, quantity }) => {
    if (!price.recurring) throw new Error(`Price ${price.id} is not recurring`);
    return {
      id: state.newId('si_'),
      object: 'subscription_item',
      subscription: id,
      created,
      current_period_start: unixSeconds(options.periodStart),
      current_period_end: unixSeconds(periodEnd(price.recurring, options.periodStart, options.periodStart)),
      quantity,
      metadata: {},
      price: { ...price, recurring: price.recurring },
    };
  });
  const subscription: SubscriptionObject = {
    id,
    object: 'subscription',
    customer: options.customer,
    status: 'active',
    metadata: options.metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    pause_collection: null,
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    billing_cycle_anchor: unixSeconds(options.periodStart),
    start_date: unixSeconds(options.periodStart),
    created,
    currency: options.currency,
    latest_invoice: null,
    livemode: false,
  };
  state.subscriptions.set(id, subscription);
  return subscription;
}

/** When the current period ends (the first item's, where API 2026 keeps it). */
export function currentPeriodEnd(subscription: SubscriptionObject): number | null {
  return subscription.items.data[0]?.current_period_end ?? null;
}

/** GET, POST (update) and DELETE (cancel now) /v1/subscriptions/:id. */
export function subscriptionRoutes(state: StripeDoubleState): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, []);
        return state.subscription(id);
      },
    },
    {
      // pause_collection (set, or '' to clear it), cancel_at_period_end, metadata (a '' value unsets a key).
      method: 'POST',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, ['pause_collection', 'cancel_at_period_end', 'metadata', 'proration_behavior']);
        const subscription = state.subscription(id);
        if (subscription.status === 'canceled' && Object.keys(params).some((key) => key !== 'metadata')) {
          throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
        }
        // Everything is read and checked before anything changes: a refused update changes nothing.
        const pause = optionalObject(params, 'pause_collection');
        let pauseCollection: PauseCollectionObject | null | undefined = pause === '' ? null : undefined;
        if (pause) {
          onlyKnown(pause, ['behavior', 'resumes_at'], 'pause_collection');
          const behavior = requiredString(pause, 'behavior', 'pause_collection[behavior]');
          if (!PAUSE_BEHAVIORS.includes(behavior as PauseCollectionObject['behavior'])) {
            throw invalidRequest(`Invalid pause_collection[behavior]: ${behavior}`, 'pause_collection[behavior]');
          }
          pauseCollection = {
            behavior: behavior as PauseCollectionObject['behavior'],
            resumes_at: optionalInteger(pause, 'resumes_at', 'pause_collection[resumes_at]') ?? null,
          };
        }
        const cancelAtPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
        const metadata = optionalMetadata(params);
        const proration = optionalString(params, 'proration_behavior');
        if (proration !== undefined && !PRORATION_BEHAVIORS.includes(proration)) {
          throw invalidRequest(`Invalid proration_behavior: ${proration}`, 'proration_behavior');
        }

        if (pauseCollection !== undefined) subscription.pause_collection = pauseCollection;
        if (cancelAtPeriodEnd !== undefined) {
          subscription.cancel_at_period_end = cancelAtPeriodEnd;
          subscription.cancel_at = cancelAtPeriodEnd ? currentPeriodEnd(subscription) : null;
        }
        if (metadata === '') subscription.metadata = {};
        for (const [key, value] of Object.entries(metadata || {})) {
          if (value === '') delete subscription.metadata[key];
          else subscription.metadata[key] = value;
        }
        return subscription;
      },
      record: (request, [id = '']) => state.subscriptionUpdates.push({ ...request, subscriptionId: id }),
    },
    {
      method: 'DELETE',
      path: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, ['invoice_now', 'prorate']);
        optionalBoolean(params, 'invoice_now');
        optionalBoolean(params, 'prorate');
        const subscription = state.subscription(id);
        if (subscription.status === 'canceled') throw invalidRequest(`Subscription ${id} is already canceled.`);
        const now = unixSeconds();
        subscription.status = 'canceled';
        subscription.canceled_at = now;
        subscription.ended_at = now;
        return subscription;
      },
    },
  ];
}
