import { subscriptionSchema } from '@shop/contracts/subscriptions';
import type { Product } from '@shop/contracts/products';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import { startStripeDouble, stripeDoubleSettings, type StripeDouble } from '../../test/stripe-double.js';
import {
  cardBoxAddress,
  cardCatalog,
  listSubscriptions,
  openCardCheckout,
  paidCardCheckout,
  selfService,
  stockOf,
  storedBoxes,
  storedSubscription,
  TestClock,
} from '../../test/stripe-subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { renewalOf } from './box-calendar.js';
import { RenewalScheduler } from './renewal-scheduler.js';

/**
 * Now, to the second (Stripe counts in seconds). The open-checkout sweep compares the clock with
 * the moment the database wrote each checkout, so this file's clock starts at the real time.
 */
const STARTED = new Date(Math.floor(Date.now() / 1000) * 1000);
const renewal = (box: number) => renewalOf(STARTED, box);
const unix = (date: Date) => String(date.getTime() / 1000);
const HOUR_MS = 60 * 60 * 1000;

describe("a shopper's own card subscription, mirrored to Stripe", () => {
  const clock = new TestClock(STARTED.toISOString());
  let stripe: StripeDouble;
  let shop: TestApp;
  let essentials: SubscriptionPlan;
  let oils: Product[];

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({ clock, env: { ...stripeDoubleSettings(stripe.url), PUBLIC_URL: 'http://shop.test' } });
    const catalog = await cardCatalog(shop);
    essentials = catalog.planWith(2);
    oils = catalog.oils;
  });
  beforeEach(() => clock.set(STARTED));
  afterEach(() => shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE status <> 'cancelled'`));
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  const oilIds = (...indexes: number[]) => indexes.map((index) => oils[index]!.id);
  const essentialsBox = () => ({ planId: essentials.id, shippingAddress: cardBoxAddress, selectedOils: oilIds(0, 1) });
  const subscribed = () => paidCardCheckout(shop, stripe, essentialsBox(), STARTED);

  /** Does the action and returns the one update it sent to Stripe, checking our answer is the new state. */
  async function change(
    subscribedTo: Awaited<ReturnType<typeof subscribed>>,
    action: string,
    body?: object,
  ): Promise<{ form: URLSearchParams; answer: ReturnType<typeof subscriptionSchema.parse> }> {
    const updatesBefore = stripe.subscriptionUpdates.length;
    const response = await selfService(subscribedTo.client, subscribedTo.subscriptionId, action, body).expect(200);
    const answer = subscriptionSchema.parse(response.body);
    expect((await listSubscriptions(subscribedTo.client))[0]).toEqual(answer);
    const updates = stripe.subscriptionUpdates.slice(updatesBefore);
    expect(updates.map((update) => [update.subscriptionId, update.status])).toEqual([
      [subscribedTo.stripeSubscriptionId, 200],
    ]);
    return { form: updates[0]!.form, answer };
  }

  it('skips the next box with pause_collection (void) until just after it renews, and undoes it by clearing that', async () => {
    const subscription = await subscribed();
    const skip = await change(subscription, 'skip');
    expect(Object.fromEntries(skip.form)).toEqual({
      'pause_collection[behavior]': 'void',
      'pause_collection[resumes_at]': unix(new Date(renewal(1).getTime() + HOUR_MS)),
    });
    expect(stripe.subscription(subscription.stripeSubscriptionId).pause_collection).toEqual({
      behavior: 'void',
      resumes_at: Number(unix(new Date(renewal(1).getTime() + HOUR_MS))),
    });
    expect(skip.answer).toMatchObject({
      status: 'active',
      nextBox: { renewsAt: renewal(1).toISOString(), state: 'skipped' },
    });
    expect((await storedBoxes(shop, subscription.subscriptionId))[1]).toMatchObject({
      state: 'skipped',
      skipReason: 'shopper',
    });

    const unskip = await change(subscription, 'unskip');
    expect(Object.fromEntries(unskip.form)).toEqual({ pause_collection: '' });
    expect(stripe.subscription(subscription.stripeSubscriptionId).pause_collection).toBeNull();
    expect(unskip.answer).toMatchObject({ status: 'active', nextBox: { state: 'scheduled' } });
    expect((await storedBoxes(shop, subscription.subscriptionId))[1]).toMatchObject({
      state: 'scheduled',
      skipReason: null,
    });
  });

  it('pauses for months with pause_collection until just before the box after the pause, and resumes by clearing it', async () => {
    const subscription = await subscribed();
    const pause = await change(subscription, 'pause', { months: 2 });
    // Boxes 1 and 2 are skipped; box 3 ships, and Stripe bills it.
    const resumesAt = new Date(renewal(3).getTime() - HOUR_MS);
    expect(Object.fromEntries(pause.form)).toEqual({
      'pause_collection[behavior]': 'void',
      'pause_collection[resumes_at]': unix(resumesAt),
    });
    expect(stripe.subscription(subscription.stripeSubscriptionId).pause_collection).toEqual({
      behavior: 'void',
      resumes_at: Number(unix(resumesAt)),
    });
    expect(pause.answer).toMatchObject({ status: 'paused', pausedUntil: renewal(3).toISOString() });
    expect((await storedBoxes(shop, subscription.subscriptionId))[1]).toMatchObject({
      state: 'skipped',
      skipReason: 'paused',
    });

    const resume = await change(subscription, 'resume');
    expect(Object.fromEntries(resume.form)).toEqual({ pause_collection: '' });
    expect(stripe.subscription(subscription.stripeSubscriptionId).pause_collection).toBeNull();
    expect(resume.answer).toMatchObject({ status: 'active', pausedUntil: null, nextBox: { state: 'scheduled' } });
  });

  it('cancels at the period end with cancel_at_period_end, and keeps the subscription by unsetting it', async () => {
    const subscription = await subscribed();
    const cancel = await change(subscription, 'cancel');
    expect(Object.fromEntries(cancel.form)).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.subscription(subscription.stripeSubscriptionId)).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: Number(unix(renewal(1))),
    });
    expect(cancel.answer).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await storedBoxes(shop, subscription.subscriptionId))[1]).toMatchObject({
      state: 'skipped',
      skipReason: 'cancelled',
    });

    const keep = await change(subscription, 'keep');
    expect(Object.fromEntries(keep.form)).toEqual({ cancel_at_period_end: 'false' });
    expect(stripe.subscription(subscription.stripeSubscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
    expect(keep.answer).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, nextBox: { state: 'scheduled' } });
  });

  const changes: [action: string, body: object | undefined, before: string | null][] = [
    ['skip', undefined, null],
    ['unskip', undefined, 'skip'],
    ['pause', { months: 1 }, null],
    ['resume', undefined, 'pause'],
    ['cancel', undefined, null],
    ['keep', undefined, 'cancel'],
  ];

  it.each(changes)('answers 503 to %s while Stripe is down, and changes nothing', async (action, body, before) => {
    const subscription = await subscribed();
    if (before) {
      await selfService(
        subscription.client,
        subscription.subscriptionId,
        before,
        before === 'pause' ? { months: 1 } : undefined,
      ).expect(200);
    }
    const snapshot = async () => ({
      subscription: await storedSubscription(shop, subscription.subscriptionId),
      boxes: await storedBoxes(shop, subscription.subscriptionId),
      atStripe: stripe.subscription(subscription.stripeSubscriptionId),
    });
    const unchanged = await snapshot();

    stripe.failNextRequests(3, 500); // the first try and the SDK's two retries
    const refused = await selfService(subscription.client, subscription.subscriptionId, action, body).expect(503);
    expect(refused.body.code).toBe('PAYMENT_PROVIDER_DOWN');
    expect(await snapshot()).toEqual(unchanged);

    // Once Stripe answers again, the same change goes through.
    await selfService(subscription.client, subscription.subscriptionId, action, body).expect(200);
  });

  it("answers 503 when Stripe's billing portal cannot be reached", async () => {
    const subscription = await subscribed();
    stripe.failNextRequests(3, 500);
    const refused = await selfService(subscription.client, subscription.subscriptionId, 'billing-portal').expect(503);
    expect(refused.body.code).toBe('PAYMENT_PROVIDER_DOWN');
    const portal = await selfService(subscription.client, subscription.subscriptionId, 'billing-portal').expect(200);
    expect(portal.body).toEqual({ url: stripe.portalSessions.at(-1)!.url });
  });

  describe('checkouts left open', () => {
    const fortyMinutesLater = () => new Date(Date.now() + 40 * 60 * 1000);

    it("closes an abandoned checkout whose session Stripe expired, and puts its first box's bottles back", async () => {
      const before = await stockOf(shop, oilIds(0, 1));
      const { client, subscriptionId, sessionId } = await openCardCheckout(shop, stripe, essentialsBox());
      expect(await stockOf(shop, oilIds(0, 1))).toEqual(before.map((stock) => stock - 1));
      stripe.expireCheckoutSession(sessionId); // no checkout.session.expired reaches the shop

      clock.set(fortyMinutesLater());
      await shop.app.get(RenewalScheduler).tick();
      expect(await storedSubscription(shop, subscriptionId)).toMatchObject({ status: 'expired', checkoutUrl: null });
      expect(await storedBoxes(shop, subscriptionId)).toEqual([
        expect.objectContaining({ sequence: 0, state: 'failed', reserved: false, order: null }),
      ]);
      expect(await stockOf(shop, oilIds(0, 1))).toEqual(before);
      expect(await listSubscriptions(client)).toEqual([]);
    });

    it('leaves a checkout alone while its session is open, and activates one paid whose events never came', async () => {
      const open = await openCardCheckout(shop, stripe, essentialsBox());
      const paid = await openCardCheckout(shop, stripe, essentialsBox());
      const completed = stripe.completeSubscriptionCheckout(paid.sessionId, { periodStart: STARTED });

      clock.set(fortyMinutesLater());
      await shop.app.get(RenewalScheduler).tick();
      expect(await storedSubscription(shop, open.subscriptionId)).toMatchObject({ status: 'incomplete' });
      expect(await storedBoxes(shop, open.subscriptionId)).toEqual([
        expect.objectContaining({ state: 'locked', reserved: true }),
      ]);
      expect(await storedSubscription(shop, paid.subscriptionId)).toMatchObject({
        status: 'active',
        stripeSubscriptionId: completed.subscription.id,
      });
      expect((await storedBoxes(shop, paid.subscriptionId))[0]).toMatchObject({
        state: 'ordered',
        stripeInvoiceId: completed.invoice.id,
      });
    });
  });
});
