import request from 'supertest';
import type { Product } from '@shop/contracts/products';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import { signedEvent, startStripeDouble, stripeDoubleSettings, type StripeDouble } from '../../test/stripe-double.js';
import {
  cardBoxAddress,
  cardCatalog,
  deliver,
  listSubscriptions,
  openCardCheckout,
  ordersOf,
  paidCardCheckout,
  selfService,
  shopFingerprint,
  stockOf,
  storedBoxes,
  storedSubscription,
  TestClock,
} from '../../test/stripe-subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

/** Box n renews n calendar months after the start; its cutoff is 72 hours before. */
const STARTED = '2026-03-10T12:00:00.000Z';
const RENEWS = ['2026-04-10T12:00:00.000Z', '2026-05-10T12:00:00.000Z'] as const;
const CUTOFF = ['2026-04-07T12:00:00.000Z', '2026-05-07T12:00:00.000Z'] as const;
const PAST_FIRST_CUTOFF = '2026-04-08T09:00:00.000Z';
const AT_FIRST_RENEWAL = '2026-04-10T12:05:00.000Z';

describe('Stripe events of card subscriptions', () => {
  const clock = new TestClock(STARTED);
  let stripe: StripeDouble;
  let shop: TestApp;
  let renewals: RenewalsService;
  let essentials: SubscriptionPlan;
  let oils: Product[];

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({ clock, env: { ...stripeDoubleSettings(stripe.url), PUBLIC_URL: 'http://shop.test' } });
    renewals = shop.app.get(RenewalsService);
    const catalog = await cardCatalog(shop);
    essentials = catalog.planWith(2);
    oils = catalog.oils;
  });
  beforeEach(() => clock.set(STARTED));
  // Renewal runs take every subscription due: ending this test's keeps the next test's run to its own.
  afterEach(() => shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE status <> 'cancelled'`));
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

  const subscribed = () => paidCardCheckout(shop, stripe, essentialsBox(), new Date(STARTED));

  /** The clock passes box 1's cutoff and the renewal run sets its bottles aside. */
  async function pastFirstCutoff(subscriptionId: number) {
    clock.set(PAST_FIRST_CUTOFF);
    await renewals.runDue(clock.now());
    expect((await storedBoxes(shop, subscriptionId))[1]).toMatchObject({ state: 'locked', reserved: true });
  }

  /** Stripe renews the subscription into its second period and issues the invoice of box 1. */
  function renewalInvoice(stripeSubscriptionId: string, status: 'paid' | 'open' = 'paid') {
    clock.set(AT_FIRST_RENEWAL);
    stripe.setSubscription(stripeSubscriptionId, {
      periodStart: new Date(RENEWS[0]),
      ...(status === 'open' ? { status: 'past_due' as const } : {}),
    });
    return stripe.invoice({ subscriptionId: stripeSubscriptionId, billingReason: 'subscription_cycle', status });
  }

  it('refuses a delivery whose signature does not match, changing nothing', async () => {
    const { sessionId } = await openCardCheckout(shop, stripe, essentialsBox());
    const event = signedEvent('checkout.session.completed', stripe.completeSubscriptionCheckout(sessionId).session);
    const before = await shopFingerprint(shop);

    await deliver(shop, event, event.signature.replace(/v1=\w{6}/, 'v1=000000')).expect(400);
    await deliver(shop, event, 't=1,v1=deadbeef').expect(400);
    await request(shop.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(event.payload)
      .expect(400);
    expect(await shopFingerprint(shop)).toBe(before);
    expect(await shop.dataSource.query(`SELECT id FROM stripe_events WHERE id = $1`, [event.id])).toEqual([]);
    // The same event, signed as Stripe signed it, is applied.
    expect((await deliver(shop, event).expect(200)).body.outcome).toBe('applied');
  });

  it('links and activates the subscription on checkout.session.completed, and ships the first box', async () => {
    const before = await stockOf(shop, oilIds(0, 1));
    const { client, subscriptionId, sessionId } = await openCardCheckout(shop, stripe, essentialsBox());
    const paid = stripe.completeSubscriptionCheckout(sessionId, { periodStart: new Date(STARTED) });

    const delivered = await deliver(shop, signedEvent('checkout.session.completed', paid.session)).expect(200);
    expect(delivered.body).toEqual({ received: true, outcome: 'applied' });
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({
      status: 'active',
      stripeSubscriptionId: paid.subscription.id,
      stripeCustomerId: paid.subscription.customer,
      checkoutUrl: null,
      startedAt: new Date(STARTED),
      currentPeriodStart: new Date(STARTED),
      currentPeriodEnd: new Date(RENEWS[0]),
    });
    expect(await storedBoxes(shop, subscriptionId)).toEqual([
      expect.objectContaining({
        sequence: 0,
        state: 'ordered',
        paid: true,
        stripeInvoiceId: paid.invoice.id,
        order: { status: 'paid', total: essentials.price, subscriptionId, productIds: oilIds(0, 1) },
      }),
      expect.objectContaining({ sequence: 1, renewsAt: RENEWS[0], cutoffAt: CUTOFF[0], state: 'scheduled' }),
    ]);
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));
    expect((await listSubscriptions(client))[0]).toMatchObject({ id: subscriptionId, status: 'active' });
  });

  it('turns the box locked at the cutoff into an order on the renewal invoice.paid, once per invoice', async () => {
    const before = await stockOf(shop, oilIds(0, 1));
    const { subscriptionId, stripeSubscriptionId } = await subscribed();
    await pastFirstCutoff(subscriptionId);
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 2));

    const invoice = renewalInvoice(stripeSubscriptionId);
    expect(invoice.lines.data[0]!.period.start).toBe(Date.parse(RENEWS[0]) / 1000);
    expect((await deliver(shop, signedEvent('invoice.paid', invoice)).expect(200)).body.outcome).toBe('applied');

    const boxes = await storedBoxes(shop, subscriptionId);
    expect(boxes.map((box) => [box.sequence, box.renewsAt, box.state])).toEqual([
      [0, STARTED, 'ordered'],
      [1, RENEWS[0], 'ordered'],
      [2, RENEWS[1], 'scheduled'],
    ]);
    expect(boxes[1]).toMatchObject({
      reserved: false,
      paid: true,
      stripeInvoiceId: invoice.id,
      order: { status: 'paid', total: essentials.price, subscriptionId, productIds: oilIds(0, 1) },
    });
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date(RENEWS[0]),
      currentPeriodEnd: new Date(RENEWS[1]),
    });
    // Shipped from the bottles set aside at the cutoff: nothing more is taken.
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 2));

    // The same invoice again, in another event: still one order for it.
    const settled = await shopFingerprint(shop);
    await deliver(shop, signedEvent('invoice.paid', invoice)).expect(200);
    expect(await shopFingerprint(shop)).toBe(settled);
    expect(await ordersOf(shop, subscriptionId)).toBe(2);
  });

  it('e-mails the subscriber once per failed renewal invoice, however often Stripe sends it', async () => {
    const { client, subscriptionId, stripeSubscriptionId } = await subscribed();
    await pastFirstCutoff(subscriptionId);
    const invoice = renewalInvoice(stripeSubscriptionId, 'open');
    const failedEmails = () =>
      shop.dataSource.query(
        `SELECT "toAddress", subject, "textBody", "dedupeKey" FROM email_outbox WHERE kind = 'payment_failed' AND "dedupeKey" = $1`,
        [`payment-failed:${invoice.id}`],
      ) as Promise<{ toAddress: string; subject: string; textBody: string }[]>;

    const event = signedEvent('invoice.payment_failed', invoice);
    expect((await deliver(shop, event).expect(200)).body.outcome).toBe('applied');
    const [email, ...more] = await failedEmails();
    expect(more).toEqual([]);
    expect(email).toMatchObject({
      toAddress: client.email,
      subject: `Your ${essentials.name} payment did not go through`,
    });
    expect(email!.textBody).toContain('http://shop.test/subscriptions/manage');

    // The same event replayed, and Stripe's retry failing again (a new event for the same invoice).
    expect((await deliver(shop, event).expect(200)).body.outcome).toBe('duplicate');
    expect((await deliver(shop, signedEvent('invoice.payment_failed', invoice)).expect(200)).body.outcome).toBe(
      'applied',
    );
    expect(await failedEmails()).toHaveLength(1);
  });

  it('marks the subscription past_due on invoice.payment_failed, gives the bottles back, and orders the box once the invoice is paid', async () => {
    const before = await stockOf(shop, oilIds(0, 1));
    const { client, subscriptionId, stripeSubscriptionId, paid } = await subscribed();
    await pastFirstCutoff(subscriptionId);

    const invoice = renewalInvoice(stripeSubscriptionId, 'open');
    expect((await deliver(shop, signedEvent('invoice.payment_failed', invoice)).expect(200)).body.outcome).toBe(
      'applied',
    );
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({ status: 'past_due' });
    expect((await storedBoxes(shop, subscriptionId))[1]).toMatchObject({
      sequence: 1,
      state: 'failed',
      reserved: false,
      paid: false,
      order: null,
    });
    expect(await ordersOf(shop, subscriptionId)).toBe(1);
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));
    expect((await listSubscriptions(client))[0]).toMatchObject({ id: subscriptionId, status: 'past_due' });

    // The manage page offers Stripe's billing portal to update the card.
    const portal = await selfService(client, subscriptionId, 'billing-portal').expect(200);
    const opened = stripe.portalSessions.at(-1)!;
    expect(portal.body).toEqual({ url: opened.url });
    expect(opened).toMatchObject({
      customer: paid.subscription.customer,
      return_url: 'http://shop.test/subscriptions/manage',
    });

    // Stripe's retry succeeds: the same invoice is paid.
    stripe.setSubscription(stripeSubscriptionId, { status: 'active' });
    const retried = { ...invoice, status: 'paid' as const, amount_paid: invoice.amount_due, amount_remaining: 0 };
    expect((await deliver(shop, signedEvent('invoice.paid', retried)).expect(200)).body.outcome).toBe('applied');
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({ status: 'active' });
    expect((await storedBoxes(shop, subscriptionId))[1]).toMatchObject({
      state: 'ordered',
      paid: true,
      stripeInvoiceId: invoice.id,
      order: { status: 'paid', total: essentials.price, subscriptionId, productIds: oilIds(0, 1) },
    });
    expect(await ordersOf(shop, subscriptionId)).toBe(2);
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 2));
    expect((await listSubscriptions(client))[0]).toMatchObject({ status: 'active' });
  });

  it("mirrors cancel_at_period_end and the period from Stripe's current subscription on customer.subscription.updated", async () => {
    const { client, subscriptionId, stripeSubscriptionId } = await subscribed();
    const asCreated = stripe.subscription(stripeSubscriptionId);

    // Each event carries an older object than Stripe's current one: the current one is mirrored.
    const cancelling = stripe.setSubscription(stripeSubscriptionId, { cancel_at_period_end: true });
    await deliver(shop, signedEvent('customer.subscription.updated', asCreated)).expect(200);
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect((await storedBoxes(shop, subscriptionId))[1]).toMatchObject({ state: 'skipped', skipReason: 'cancelled' });
    expect((await listSubscriptions(client))[0]).toMatchObject({ cancelAtPeriodEnd: true });

    stripe.setSubscription(stripeSubscriptionId, { cancel_at_period_end: false });
    await deliver(shop, signedEvent('customer.subscription.updated', cancelling)).expect(200);
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await storedBoxes(shop, subscriptionId))[1]).toMatchObject({ state: 'scheduled', skipReason: null });

    clock.set(AT_FIRST_RENEWAL);
    stripe.setSubscription(stripeSubscriptionId, { periodStart: new Date(RENEWS[0]) });
    await deliver(shop, signedEvent('customer.subscription.updated', asCreated)).expect(200);
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({
      currentPeriodStart: new Date(RENEWS[0]),
      currentPeriodEnd: new Date(RENEWS[1]),
      cancelAtPeriodEnd: false,
    });
    expect((await storedBoxes(shop, subscriptionId)).map((box) => [box.sequence, box.renewsAt])).toEqual([
      [0, STARTED],
      [1, RENEWS[0]],
      [2, RENEWS[1]],
    ]);
    expect((await listSubscriptions(client))[0]).toMatchObject({
      currentPeriodStart: RENEWS[0],
      currentPeriodEnd: RENEWS[1],
      nextBox: { renewsAt: RENEWS[1], cutoffAt: CUTOFF[1], state: 'scheduled' },
    });
  });

  it("cancels on customer.subscription.deleted and puts the unshipped box's bottles back", async () => {
    const before = await stockOf(shop, oilIds(0, 1));
    const { client, subscriptionId, stripeSubscriptionId } = await subscribed();
    await pastFirstCutoff(subscriptionId);
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 2));

    const deleted = stripe.setSubscription(stripeSubscriptionId, { status: 'canceled' });
    expect((await deliver(shop, signedEvent('customer.subscription.deleted', deleted)).expect(200)).body.outcome).toBe(
      'applied',
    );
    expect(await storedSubscription(shop, subscriptionId)).toMatchObject({ status: 'cancelled' });
    const boxes = await storedBoxes(shop, subscriptionId);
    expect(boxes.map((box) => [box.sequence, box.state, box.skipReason, box.reserved])).toEqual([
      [0, 'ordered', null, false],
      [1, 'skipped', 'cancelled', false],
    ]);
    expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));
    expect((await listSubscriptions(client))[0]).toMatchObject({ status: 'cancelled', nextBox: null });
  });

  it("ignores an invoice of a subscription that is not one of the shop's", async () => {
    const { stripeSubscriptionId } = await subscribed();
    const invoice = stripe.invoice({ subscriptionId: stripeSubscriptionId });
    const before = await shopFingerprint(shop);
    for (const [id, metadata] of [
      ['sub_unknown0001', {}],
      ['sub_unknown0002', { subscriptionId: '987654' }],
    ] as const) {
      const stranger = {
        ...invoice,
        parent: { ...invoice.parent, subscription_details: { subscription: id, metadata } },
      };
      for (const type of ['invoice.paid', 'invoice.payment_failed']) {
        expect((await deliver(shop, signedEvent(type, stranger)).expect(200)).body.outcome).toBe('ignored');
      }
    }
    expect(await shopFingerprint(shop)).toBe(before);
  });
});
