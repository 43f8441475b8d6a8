import { unixSeconds } from './calendar.js';
import { invalidRequest } from './errors.js';
import {
  type FormObject,
  onlyKnown,
  optionalInteger,
  optionalList,
  optionalMetadata,
  optionalObject,
  optionalString,
  requiredString,
} from './form.js';
import type { CheckoutSessionObject, RecurringObject } from './objects.js';
import type { Route } from './routes.js';
import type { CheckoutLine, StripeDoubleState } from './state.js';

/** Stripe's default lifetime of a session created without expires_at. */
const DEFAULT_LIFETIME_SECONDS = 24 * 60 * 60;

/** Parameters that change only the hosted page, accepted and otherwise ignored. */
const PRESENTATION_PARAMS = ['payment_method_types', 'locale', 'billing_address_collection', 'submit_type'];

const INTERVALS: readonly RecurringObject['interval'][] = ['day', 'week', 'month', 'year'];

function lineOf(state: StripeDoubleState, item: FormObject, at: string): CheckoutLine {
  onlyKnown(item, ['quantity', 'price_data'], at);
  const quantity = optionalInteger(item, 'quantity', `${at}[quantity]`) ?? 1;
  const priceData = optionalObject(item, 'price_data', `${at}[price_data]`);
  if (!priceData) throw invalidRequest(`Missing required param: ${at}[price_data].`, `${at}[price_data]`);
  const pricing = `${at}[price_data]`;
  onlyKnown(priceData, ['currency', 'unit_amount', 'recurring', 'product_data', 'product'], pricing);
  const unitAmount = optionalInteger(priceData, 'unit_amount', `${pricing}[unit_amount]`);
  if (unitAmount === undefined) {
    throw invalidRequest(
      `Missing required param: ${pricing}[unit_amount].`,
      `${pricing}[unit_amount]`,
      'parameter_missing',
    );
  }
  const recurringData = optionalObject(priceData, 'recurring', `${pricing}[recurring]`);
  let recurring: RecurringObject | null = null;
  if (recurringData) {
    onlyKnown(recurringData, ['interval', 'interval_count'], `${pricing}[recurring]`);
    const interval = requiredString(recurringData, 'interval', `${pricing}[recurring][interval]`);
    if (!INTERVALS.includes(interval as RecurringObject['interval'])) {
      throw invalidRequest(`Invalid ${pricing}[recurring][interval]: ${interval}`, `${pricing}[recurring][interval]`);
    }
    recurring = {
      interval: interval as RecurringObject['interval'],
      interval_count: optionalInteger(recurringData, 'interval_count', `${pricing}[recurring][interval_count]`) ?? 1,
    };
  }
  const productData = optionalObject(priceData, 'product_data', `${pricing}[product_data]`);
  const product = optionalString(priceData, 'product', `${pricing}[product]`);
  if (!productData && !product) {
    throw invalidRequest(
      `Missing required param: ${pricing}[product_data].`,
      `${pricing}[product_data]`,
      'parameter_missing',
    );
  }
  if (productData) onlyKnown(productData, ['name', 'description', 'metadata'], `${pricing}[product_data]`);
  const name = productData ? requiredString(productData, 'name', `${pricing}[product_data][name]`) : undefined;
  return {
    quantity,
    description: name ?? product ?? '',
    price: {
      id: state.newId('price_'),
      object: 'price',
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      currency: requiredString(priceData, 'currency', `${pricing}[currency]`).toLowerCase(),
      recurring,
      product: product ?? state.newId('prod_'),
    },
  };
}

function createCheckoutSession(state: StripeDoubleState, params: FormObject): CheckoutSessionObject {
  onlyKnown(params, [
    'mode',
    'customer',
    'customer_email',
    'client_reference_id',
    'metadata',
    'line_items',
    'success_url',
    'cancel_url',
    'expires_at',
    'subscription_data',
    ...PRESENTATION_PARAMS,
  ]);
  const mode = requiredString(params, 'mode');
  if (mode !== 'payment' && mode !== 'subscription') throw invalidRequest(`Invalid mode: ${mode}`, 'mode');

  const items = optionalList(params, 'line_items');
  if (!items?.length) throw invalidRequest('Missing required param: line_items.', 'line_items', 'parameter_missing');
  const lines = items.map((item, index) => lineOf(state, item, `line_items[${index}]`));
  const recurring = lines.some((line) => line.price.recurring);
  if (mode === 'subscription' && !recurring) {
    throw invalidRequest('You must provide at least one recurring price in `subscription` mode.', 'line_items');
  }
  if (mode === 'payment' && recurring) {
    throw invalidRequest(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items',
    );
  }

  const subscriptionData = optionalObject(params, 'subscription_data');
  if (subscriptionData && mode !== 'subscription') {
    throw invalidRequest('subscription_data can only be used in `subscription` mode.', 'subscription_data');
  }
  if (subscriptionData) onlyKnown(subscriptionData, ['metadata'], 'subscription_data');
  const subscriptionMetadata = subscriptionData ? optionalMetadata(subscriptionData) : undefined;

  const customer = optionalString(params, 'customer');
  const customerEmail = optionalString(params, 'customer_email');
  if (customer && customerEmail) {
    throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', 'customer');
  }
  if (customer) state.customer(customer, 'customer');

  const id = state.newId('cs_test_');
  const created = unixSeconds();
  const amount = lines.reduce((total, line) => total + line.price.unit_amount * line.quantity, 0);
  const session: CheckoutSessionObject = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    url: `https://checkout.stripe.test/c/pay/${id}`,
    customer: customer ?? null,
    customer_email: customerEmail ?? null,
    client_reference_id: optionalString(params, 'client_reference_id') ?? null,
    metadata: optionalMetadata(params) || {},
    subscription: null,
    invoice: null,
    payment_intent: null,
    amount_subtotal: amount,
    amount_total: amount,
    currency: lines[0]?.price.currency ?? 'usd',
    success_url: optionalString(params, 'success_url') ?? null,
    cancel_url: optionalString(params, 'cancel_url') ?? null,
    created,
    expires_at: optionalInteger(params, 'expires_at') ?? created + DEFAULT_LIFETIME_SECONDS,
    livemode: false,
  };
  state.checkoutSessions.set(id, session);
  state.checkoutDetails.set(id, { lines, subscriptionMetadata: subscriptionMetadata || {} });
  return session;
}

/** POST /v1/checkout/sessions (payment and subscription modes), GET …/:id and POST …/:id/expire. */
export function checkoutSessionRoutes(state: StripeDoubleState): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions$/,
      handle: ({ params }) => createCheckoutSession(state, params),
      record: (request) => state.sessions.push(request),
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, []);
        return state.checkoutSession(id);
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      handle: ({ params, ids: [id = ''] }) => {
        onlyKnown(params, []);
        const session = state.checkoutSession(id);
        if (session.status !== 'open') {
          throw invalidRequest(
            `Only Checkout Sessions with a status of \`open\` can be expired; ${id} is \`${session.status}\`.`,
          );
        }
        session.status = 'expired';
        session.url = null;
        return session;
      },
    },
  ];
}
