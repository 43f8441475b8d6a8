import Stripe from 'stripe';
import { unixSeconds } from './calendar.js';
import { STRIPE_TEST_KEYS } from './keys.js';

/** A webhook delivery: the exact body to POST and its Stripe-Signature header. */
export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

let eventCounter = 0;
let signer: Stripe | undefined;

/** Signs like Stripe, with the SDK's own test-header helper and the tests' webhook secret. */
function signed(id: string, payload: string): SignedEvent {
  signer ??= new Stripe(STRIPE_TEST_KEYS.secretKey);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_TEST_KEYS.webhookSecret });
  return { id, payload, signature };
}

function newEventId(): string {
  return `evt_test_${++eventCounter}_${Date.now()}`;
}

/** A webhook delivery as Stripe sends it, signed with the SDK's own test-header helper. */
export function signedStripeEvent(type: string, session: Record<string, unknown>, id = newEventId()): SignedEvent {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  return signed(id, payload);
}

/**
 * Any Stripe object (a checkout.session, invoice, subscription… from the double's controls, or a
 * hand-made one) wrapped in a signed event: `{ id, object: 'event', type, created, data: { object } }`.
 */
export function signedEvent<T extends { object: string }>(type: string, object: T, id = newEventId()): SignedEvent {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    type,
    created: unixSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  return signed(id, payload);
}
