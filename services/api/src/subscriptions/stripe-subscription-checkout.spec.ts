import { randomUUID } from 'node:crypto';
import { orderListSchema } from '@shop/contracts/orders';
import type { Product } from '@shop/contracts/products';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import { signedEvent, startStripeDouble, stripeDoubleSettings, type StripeDouble } from '../../test/stripe-double.js';
import {
  cardBoxAddress,
  cardCatalog,
  cardShopper,
  checkoutBehind,
  deliver,
  listSubscriptions,
  ordersOf,
  shopFingerprint,
  stockOf,
  storedBoxes,
  storedSubscription,
  subscribeByCard,
  TestClock,
  type CardShopper,
} from '../../test/stripe-subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const NOW = '2026-03-10T12:00:00.000Z';
const A_MONTH_LATER = '2026-04-10T12:00:00.000Z';

describe('subscribing by card (Stripe Checkout in subscription mode)', () => {
  const clock = new TestClock(NOW);
  let stripe: StripeDouble;
  let shop: TestApp;
  let essentials: SubscriptionPlan;
  let family: SubscriptionPlan;
  let oils: Product[];

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({ clock, env: { ...stripeDoubleSettings(stripe.url), PUBLIC_URL: 'http://shop.test' } });
    const catalog = await cardCatalog(shop);
    essentials = catalog.planWith(2);
    family = catalog.planWith(4);
    oils = catalog.oils;
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  const oilIds = (...indexes: number[]) => indexes.map((index) => oils[index]!.id);
  const essentialsBox = (first = 0, second = 1) => ({
    planId: essentials.id,
    shippingAddress: cardBoxAddress,
    selectedOils: oilIds(first, second),
  });

  async function checkout(client: CardShopper, body: object = essentialsBox(), key: string = randomUUID()) {
    const response = await subscribeByCard(client, body, key).expect(200);
    const { url } = response.body as { url: string };
    return { url, ...checkoutBehind(stripe, url) };
  }

  const customerRequests = () => stripe.requests.filter((sent) => sent.path === '/v1/customers').length;

  it("answers the url of a subscription-mode session for the plan's monthly price, for the shopper's Customer", async () => {
    const client = await cardShopper(shop);
    const response = await subscribeByCard(client, essentialsBox()).expect(200);
    expect(response.body).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });
    const { subscriptionId, sessionId } = checkoutBehind(stripe, response.body.url);

    const sent = stripe.sessions.at(-1)!;
    expect(sent.idempotencyKey).toBe(`subscription-${subscriptionId}-checkout-session`);
    expect(Object.fromEntries(sent.form)).toEqual({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: String(subscriptionId),
      'metadata[subscriptionId]': String(subscriptionId),
      'subscription_data[metadata][subscriptionId]': String(subscriptionId),
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '3199', // the Essentials Box's $31.99
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Essentials Box (2 oils a month)',
      success_url: `http://shop.test/subscriptions/success?subscription_id=${subscriptionId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://shop.test/subscriptions/checkout/${essentials.id}?payment=cancelled`,
      expires_at: String(Date.parse(NOW) / 1000 + 30 * 60),
    });
    const customer = stripe.customers.get(sent.form.get('customer')!)!;
    expect(customer).toMatchObject({ email: client.email, name: 'Asha Patel' });
    expect(stripe.checkoutSessions.get(sessionId)).toMatchObject({ mode: 'subscription', status: 'open' });

    const [listed, ...others] = await listSubscriptions(client);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ id: subscriptionId, status: 'incomplete', paymentMethod: 'stripe', nextBox: null });
  });

  it("sets the first box's bottles aside at once", async () => {
    const before = await stockOf(shop, oilIds(2, 3));
    const { subscriptionId } = await checkout(await cardShopper(shop), essentialsBox(2, 3));
    expect(await stockOf(shop, oilIds(2, 3))).toEqual(before.map((stock) => stock - 1));
    expect(await storedBoxes(shop, subscriptionId)).toEqual([
      expect.objectContaining({ sequence: 0, state: 'locked', reserved: true, paid: false, order: null }),
    ]);
  });

  it('makes one Stripe Customer per shopper and reuses it for a second subscription', async () => {
    const client = await cardShopper(shop);
    const customersBefore = customerRequests();
    const first = await checkout(client);
    stripe.completeSubscriptionCheckout(first.sessionId, { periodStart: new Date(NOW) });
    expect((await listSubscriptions(client))[0]).toMatchObject({ id: first.subscriptionId, status: 'active' });

    const second = await checkout(client, {
      ...essentialsBox(4, 5),
      planId: family.id,
      selectedOils: oilIds(4, 5, 6, 7),
    });
    const firstCustomer = stripe.checkoutSessions.get(first.sessionId)!.customer;
    expect(firstCustomer).toMatch(/^cus_/);
    expect(stripe.checkoutSessions.get(second.sessionId)!.customer).toBe(firstCustomer);
    expect(customerRequests()).toBe(customersBefore + 1);
    expect(stripe.sessions.at(-1)!.form.get('line_items[0][price_data][unit_amount]')).toBe('5999');
    expect((await storedSubscription(shop, second.subscriptionId)).stripeCustomerId).toBe(firstCustomer);
  });

  it('answers the same Idempotency-Key twice with the same url, opening one session', async () => {
    const client = await cardShopper(shop);
    const key = randomUUID();
    const sessionsBefore = stripe.sessions.length;
    const before = await stockOf(shop, oilIds(0, 1));
    const first = await subscribeByCard(client, essentialsBox(), key).expect(200);
    const again = await subscribeByCard(client, essentialsBox(), key).expect(200);
    expect(again.body).toEqual(first.body);
    expect(stripe.sessions.length).toBe(sessionsBefore + 1);
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));
    expect(await listSubscriptions(client)).toHaveLength(1);
  });

  it('closes the earlier open checkout when the shopper starts another: its session expires and its bottles go back', async () => {
    const client = await cardShopper(shop);
    const customersBefore = customerRequests();
    const before = await stockOf(shop, oilIds(0, 1));
    const first = await checkout(client);
    const second = await checkout(client);
    expect(second.subscriptionId).not.toBe(first.subscriptionId);

    expect(stripe.checkoutSessions.get(first.sessionId)).toMatchObject({ status: 'expired', url: null });
    expect(stripe.requests.some((sent) => sent.path === `/v1/checkout/sessions/${first.sessionId}/expire`)).toBe(true);
    expect(stripe.checkoutSessions.get(second.sessionId)!.status).toBe('open');
    // Only the second checkout's bottles are set aside.
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));
    expect(await storedBoxes(shop, first.subscriptionId)).toEqual([
      expect.objectContaining({ sequence: 0, state: 'failed', reserved: false, order: null }),
    ]);
    expect(await storedSubscription(shop, first.subscriptionId)).toMatchObject({
      status: 'expired',
      checkoutUrl: null,
    });
    expect((await listSubscriptions(client)).map((subscription) => subscription.id)).toEqual([second.subscriptionId]);
    // Both sessions are for the shopper's one Customer.
    expect(customerRequests()).toBe(customersBefore + 1);
    expect(stripe.checkoutSessions.get(second.sessionId)!.customer).toBe(
      stripe.checkoutSessions.get(first.sessionId)!.customer,
    );
  });

  it('answers 503 when Stripe is down, leaving nothing set aside, and the same key works once it is back', async () => {
    const client = await cardShopper(shop);
    const key = randomUUID();
    const before = await stockOf(shop, oilIds(0, 1));
    stripe.failNextRequests(3, 500); // the first try and the SDK's two retries
    const down = await subscribeByCard(client, essentialsBox(), key).expect(503);
    expect(down.body.code).toBe('PAYMENT_PROVIDER_DOWN');
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before);
    const [{ reserved }] = await shop.dataSource.query(
      `SELECT count(*)::int AS reserved FROM subscription_cycles c JOIN subscriptions s ON s.id = c."subscriptionId"
       WHERE s."userId" = (SELECT id FROM users WHERE email = $1) AND c.reserved`,
      [client.email],
    );
    expect(reserved).toBe(0);
    expect(await listSubscriptions(client)).toEqual([]);

    const retried = await subscribeByCard(client, essentialsBox(), key).expect(200);
    const { subscriptionId, sessionId } = checkoutBehind(stripe, retried.body.url);
    expect(stripe.checkoutSessions.get(sessionId)!.status).toBe('open');
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));
    expect((await listSubscriptions(client)).map((subscription) => [subscription.id, subscription.status])).toEqual([
      [subscriptionId, 'incomplete'],
    ]);
  });

  it('shows the subscription active on the return from Stripe, before any webhook, and the late webhooks change nothing', async () => {
    const client = await cardShopper(shop);
    const before = await stockOf(shop, oilIds(0, 1));
    const { subscriptionId, sessionId } = await checkout(client);
    const paid = stripe.completeSubscriptionCheckout(sessionId, { periodStart: new Date(NOW) });

    // The success page reads the shopper's subscriptions: the open checkout is settled with Stripe.
    const [subscription] = await listSubscriptions(client);
    expect(subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      currentPeriodStart: NOW,
      currentPeriodEnd: A_MONTH_LATER,
      cancelAtPeriodEnd: false,
      nextBox: { renewsAt: A_MONTH_LATER, state: 'scheduled', orderId: null },
    });
    const orders = orderListSchema.parse((await client.get('/api/orders').expect(200)).body);
    expect(orders).toEqual([
      expect.objectContaining({ subscriptionId, status: 'paid', paymentMethod: 'stripe', total: essentials.price }),
    ]);
    expect(await storedBoxes(shop, subscriptionId)).toEqual([
      expect.objectContaining({
        sequence: 0,
        state: 'ordered',
        reserved: false,
        paid: true,
        stripeInvoiceId: paid.invoice.id,
        order: { status: 'paid', total: essentials.price, subscriptionId, productIds: oilIds(0, 1) },
      }),
      expect.objectContaining({ sequence: 1, renewsAt: A_MONTH_LATER, state: 'scheduled', paid: false }),
    ]);
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({
      stripeSubscriptionId: paid.subscription.id,
      stripeCustomerId: paid.subscription.customer,
      checkoutUrl: null,
      startedAt: new Date(NOW),
    });
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));

    // Stripe's events come later, and find the work done.
    const settled = await shopFingerprint(shop);
    for (const event of [
      signedEvent('checkout.session.completed', paid.session),
      signedEvent('invoice.paid', paid.invoice),
      signedEvent('customer.subscription.updated', paid.subscription),
    ]) {
      expect((await deliver(shop, event).expect(200)).body).toEqual({ received: true, outcome: 'applied' });
    }
    expect(await shopFingerprint(shop)).toBe(settled);
    expect(await ordersOf(shop, subscriptionId)).toBe(1);
  });

  it('still lists the checkout as open when Stripe cannot be asked on the return, and settles it on the next visit', async () => {
    const client = await cardShopper(shop);
    const { subscriptionId, sessionId } = await checkout(client);
    stripe.completeSubscriptionCheckout(sessionId, { periodStart: new Date(NOW) });

    stripe.failNextRequests(3, 500);
    expect((await listSubscriptions(client)).map((listed) => [listed.id, listed.status])).toEqual([
      [subscriptionId, 'incomplete'],
    ]);
    expect((await listSubscriptions(client)).map((listed) => [listed.id, listed.status])).toEqual([
      [subscriptionId, 'active'],
    ]);
    expect(await ordersOf(shop, subscriptionId)).toBe(1);
  });
});
