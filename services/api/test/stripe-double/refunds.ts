import { unixSeconds } from './calendar.js';
import { invalidRequest } from './errors.js';
import { type FormObject, onlyKnown, optionalInteger, optionalMetadata, optionalString } from './form.js';
import type { ChargeObject, ListObject, PaymentIntentObject, RefundObject } from './objects.js';
import type { Route } from './routes.js';
import type { StripeDoubleState } from './state.js';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** A succeeded card payment of `amount` cents: its PaymentIntent and the one charge it made. */
export function createPayment(state: StripeDoubleState, amount: number, currency = 'usd'): PaymentIntentObject {
  const created = unixSeconds();
  const paymentIntent: PaymentIntentObject = {
    id: state.newId('pi_'),
    object: 'payment_intent',
    amount,
    amount_received: amount,
    currency,
    status: 'succeeded',
    latest_charge: null,
    metadata: {},
    created,
    livemode: false,
  };
  const charge: ChargeObject = {
    id: state.newId('ch_'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    refunded: false,
    captured: true,
    paid: true,
    status: 'succeeded',
    currency,
    payment_intent: paymentIntent.id,
    created,
    livemode: false,
  };
  paymentIntent.latest_charge = charge.id;
  state.paymentIntents.set(paymentIntent.id, paymentIntent);
  state.charges.set(charge.id, charge);
  return paymentIntent;
}

/**
 * Refunds `amount` cents (default: all that is left) of a charge, as Stripe does: refused when the
 * charge is fully refunded or the amount exceeds what is left; the charge's amount_refunded grows.
 */
export function createRefund(
  state: StripeDoubleState,
  charge: ChargeObject,
  options: { amount?: number; metadata?: Record<string, string>; reason?: RefundObject['reason'] } = {},
): RefundObject {
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  }
  const amount = options.amount ?? left;
  if (amount <= 0) throw invalidRequest('Invalid positive integer', 'amount', 'parameter_invalid_integer');
  if (amount > left) {
    throw invalidRequest(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      'amount',
      'amount_too_large',
    );
  }
  const refund: RefundObject = {
    id: state.newId('re_'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    reason: options.reason ?? null,
    metadata: options.metadata ?? {},
    status: 'succeeded',
    created: unixSeconds(),
  };
  state.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  return refund;
}

/** The charge a refund request names: by `charge`, or the `payment_intent`'s latest charge. */
function chargeNamed(state: StripeDoubleState, params: FormObject): ChargeObject {
  const chargeId = optionalString(params, 'charge');
  const paymentIntentId = optionalString(params, 'payment_intent');
  if (chargeId && paymentIntentId) {
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', 'charge');
  }
  if (chargeId) return state.charge(chargeId, 'charge');
  if (!paymentIntentId) {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
  }
  const paymentIntent = state.paymentIntent(paymentIntentId, 'payment_intent');
  if (!paymentIntent.latest_charge) {
    throw invalidRequest(
      `PaymentIntent ${paymentIntentId} does not have a successful charge to refund.`,
      'payment_intent',
    );
  }
  return state.charge(paymentIntent.latest_charge);
}

function listRefunds(state: StripeDoubleState, params: FormObject): ListObject<RefundObject> {
  onlyKnown(params, ['charge', 'payment_intent', 'limit']);
  const charge = optionalString(params, 'charge');
  const paymentIntent = optionalString(params, 'payment_intent');
  const limit = optionalInteger(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid integer: limit must be between 1 and 100', 'limit');
  const data = [...state.refunds.values()]
    .filter(
      (refund) => (!charge || refund.charge === charge) && (!paymentIntent || refund.payment_intent === paymentIntent),
    )
    .reverse() // newest first, as Stripe lists
    .slice(0, limit);
  return { object: 'list', data, has_more: false, url: '/v1/refunds' };
}

/** POST /v1/refunds, GET /v1/refunds (by charge or payment_intent), GET /v1/refunds/:id, GET /v1/charges/:id. */
export function refundRoutes(state: StripeDoubleState): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/refunds$/,
      handle: ({ params }) => {
        onlyKnown(params, ['payment_intent', 'charge', 'amount', 'metadata', 'reason']);
        const charge = chargeNamed(state, params);
        const reason = optionalString(params, 'reason');
        if (reason !== undefined && !(REASONS as readonly string[]).includes(reason)) {
          throw invalidRequest(`Invalid reason: ${reason}`, 'reason');
        }
        const amount = optionalInteger(params, 'amount');
        const metadata = optionalMetadata(params);
        return createRefund(state, charge, {
          ...(amount === undefined ? {} : { amount }),
          ...(metadata ? { metadata } : {}),
          ...(reason ? { reason: reason as RefundObject['reason'] } : {}),
        });
      },
      record: (request) => state.refundRequests.push(request),
    },
    { method: 'GET', path: /^\/v1\/refunds$/, handle: ({ params }) => listRefunds(state, params) },
    {
      method: 'GET',
      path: /^\/v1\/refunds\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, []);
        return state.refund(id);
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/charges\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, []);
        return state.charge(id);
      },
    },
  ];
}
