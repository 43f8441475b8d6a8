import type { Product } from '@shop/contracts/products';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import {
  signedEvent,
  startStripeDouble,
  stripeDoubleSettings,
  type SignedEvent,
  type StripeDouble,
} from '../../test/stripe-double.js';
import {
  cardBoxAddress,
  cardCatalog,
  deliver,
  openCardCheckout,
  paidCardCheckout,
  shopFingerprint,
  stockOf,
  storedBoxes,
  storedSubscription,
  TestClock,
} from '../../test/stripe-subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

const STARTED = '2026-03-10T12:00:00.000Z';
const RENEWS = ['2026-04-10T12:00:00.000Z', '2026-05-10T12:00:00.000Z'] as const;
const PAST_FIRST_CUTOFF = '2026-04-08T09:00:00.000Z';
const AT_FIRST_RENEWAL = '2026-04-10T12:05:00.000Z';

/** Redeliveries and reordering: Stripe delivers at least once, in no particular order. */
describe('Stripe events of card subscriptions, redelivered and out of order', () => {
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

  async function pastFirstCutoff() {
    clock.set(PAST_FIRST_CUTOFF);
    await renewals.runDue(clock.now());
  }

  function renewalInvoice(stripeSubscriptionId: string, status: 'paid' | 'open' = 'paid') {
    clock.set(AT_FIRST_RENEWAL);
    stripe.setSubscription(stripeSubscriptionId, {
      periodStart: new Date(RENEWS[0]),
      ...(status === 'open' ? { status: 'past_due' as const } : {}),
    });
    return stripe.invoice({ subscriptionId: stripeSubscriptionId, billingReason: 'subscription_cycle', status });
  }

  /** Each event type, in a state where it has something to do. */
  const scenarios: [string, () => Promise<SignedEvent>][] = [
    [
      'checkout.session.completed',
      async () => {
        const { sessionId } = await openCardCheckout(shop, stripe, essentialsBox());
        const paid = stripe.completeSubscriptionCheckout(sessionId, { periodStart: new Date(STARTED) });
        return signedEvent('checkout.session.completed', paid.session);
      },
    ],
    [
      'checkout.session.expired',
      async () => {
        const { sessionId } = await openCardCheckout(shop, stripe, essentialsBox());
        return signedEvent('checkout.session.expired', stripe.expireCheckoutSession(sessionId));
      },
    ],
    [
      'invoice.paid',
      async () => {
        const { stripeSubscriptionId } = await subscribed();
        await pastFirstCutoff();
        return signedEvent('invoice.paid', renewalInvoice(stripeSubscriptionId));
      },
    ],
    [
      'invoice.payment_failed',
      async () => {
        const { stripeSubscriptionId } = await subscribed();
        await pastFirstCutoff();
        return signedEvent('invoice.payment_failed', renewalInvoice(stripeSubscriptionId, 'open'));
      },
    ],
    [
      'customer.subscription.updated',
      async () => {
        const { stripeSubscriptionId } = await subscribed();
        return signedEvent(
          'customer.subscription.updated',
          stripe.setSubscription(stripeSubscriptionId, { cancel_at_period_end: true }),
        );
      },
    ],
    [
      'customer.subscription.deleted',
      async () => {
        const { stripeSubscriptionId } = await subscribed();
        await pastFirstCutoff();
        return signedEvent(
          'customer.subscription.deleted',
          stripe.setSubscription(stripeSubscriptionId, { status: 'canceled' }),
        );
      },
    ],
  ];

  it.each(scenarios)('applies %s delivered 100 times once', async (_type, scenario) => {
    const event = await scenario();
    const before = await shopFingerprint(shop);
    expect((await deliver(shop, event).expect(200)).body).toEqual({ received: true, outcome: 'applied' });
    const once = await shopFingerprint(shop);
    expect(once).not.toBe(before);

    const outcomes: string[] = [];
    for (let delivery = 2; delivery <= 100; delivery += 1) {
      outcomes.push((await deliver(shop, event).expect(200)).body.outcome as string);
    }
    expect(new Set(outcomes)).toEqual(new Set(['duplicate']));
    expect(outcomes).toHaveLength(99);
    expect(await shopFingerprint(shop)).toBe(once);
  });

  /**
   * One subscription's state with everything that names it (ids, Stripe ids, its oils, its
   * timestamps of writing) replaced by what it stands for, so two subscriptions can be compared.
   */
  async function normalized(subscriptionId: number, selectedOils: number[], stockBefore: number[]) {
    const row = await storedSubscription(shop, subscriptionId);
    const invoices = new Map<string, string>();
    const invoiceName = (id: string | null) => {
      if (id === null) return null;
      if (!invoices.has(id)) invoices.set(id, `invoice of ${stripe.invoices.get(id)!.billing_reason}`);
      return invoices.get(id)!;
    };
    const oilPosition = (productId: number) => selectedOils.indexOf(productId);
    const stockAfter = await stockOf(shop, selectedOils);
    return {
      subscription: {
        status: row.status,
        startedAt: row.startedAt,
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        pausedUntil: row.pausedUntil,
        checkoutUrl: row.checkoutUrl,
        linked: row.stripeSubscriptionId !== null && row.stripeCustomerId !== null,
        selectedOils: (row.selectedOils as number[]).map(oilPosition),
      },
      boxes: (await storedBoxes(shop, subscriptionId)).map((box) => ({
        ...box,
        stripeInvoiceId: invoiceName(box.stripeInvoiceId),
        order: box.order && {
          ...box.order,
          subscriptionId: box.order.subscriptionId === subscriptionId,
          productIds: box.order.productIds.map(oilPosition),
        },
      })),
      bottlesTaken: stockBefore.map((stock, index) => stock - stockAfter[index]!),
    };
  }

  it('ends in the same state whichever order the events of a checkout and a renewal arrive in', async () => {
    /** Three shoppers subscribe at the same moment, each to two oils of their own. */
    const shoppers = await Promise.all(
      [
        [0, 1],
        [2, 3],
        [4, 5],
      ].map(async ([first, second]) => {
        const selectedOils = oilIds(first!, second!);
        const stockBefore = await stockOf(shop, selectedOils);
        const checkout = await openCardCheckout(shop, stripe, essentialsBox(first, second));
        return { ...checkout, selectedOils, stockBefore, events: [] as SignedEvent[] };
      }),
    );
    const [asTheyHappen, forward, reverse] = shoppers;

    // Stripe's side: each pays, and a month later each renews.
    const stripeIds = shoppers.map((shopper) => {
      const paid = stripe.completeSubscriptionCheckout(shopper.sessionId, { periodStart: new Date(STARTED) });
      shopper.events.push(
        signedEvent('checkout.session.completed', paid.session),
        signedEvent('invoice.paid', paid.invoice),
      );
      return paid.subscription.id;
    });
    for (const event of asTheyHappen!.events) await deliver(shop, event).expect(200);
    await pastFirstCutoff();
    clock.set(AT_FIRST_RENEWAL);
    shoppers.forEach((shopper, index) => {
      const renewed = stripe.setSubscription(stripeIds[index]!, { periodStart: new Date(RENEWS[0]) });
      shopper.events.push(signedEvent('customer.subscription.updated', renewed));
      const invoice = stripe.invoice({ subscriptionId: stripeIds[index]!, billingReason: 'subscription_cycle' });
      shopper.events.push(signedEvent('invoice.paid', invoice));
    });
    for (const event of asTheyHappen!.events.slice(2)) await deliver(shop, event).expect(200);

    // The other two get every event late: one in the order they happened, one in reverse.
    for (const event of forward!.events) await deliver(shop, event).expect(200);
    for (const event of [...reverse!.events].reverse()) await deliver(shop, event).expect(200);

    const [expected, inOrder, reversed] = await Promise.all(
      shoppers.map((shopper) => normalized(shopper.subscriptionId, shopper.selectedOils, shopper.stockBefore)),
    );
    expect(expected).toEqual({
      subscription: {
        status: 'active',
        startedAt: new Date(STARTED),
        currentPeriodStart: new Date(RENEWS[0]),
        currentPeriodEnd: new Date(RENEWS[1]),
        cancelAtPeriodEnd: false,
        pausedUntil: null,
        checkoutUrl: null,
        linked: true,
        selectedOils: [0, 1],
      },
      boxes: [
        expect.objectContaining({ sequence: 0, state: 'ordered', stripeInvoiceId: 'invoice of subscription_create' }),
        expect.objectContaining({ sequence: 1, state: 'ordered', stripeInvoiceId: 'invoice of subscription_cycle' }),
        expect.objectContaining({ sequence: 2, renewsAt: RENEWS[1], state: 'scheduled', stripeInvoiceId: null }),
      ],
      bottlesTaken: [2, 2],
    });
    expect(inOrder).toEqual(expected);
    expect(reversed).toEqual(expected);
  });
});
