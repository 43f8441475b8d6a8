import type { Product } from '@shop/contracts/products';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import { FORSYTH, boxBookings, boxDeliveryEmails, placesTaken, windowId } from '../../test/box-delivery-helpers.js';
import { signedEvent, startStripeDouble, stripeDoubleSettings, type StripeDouble } from '../../test/stripe-double.js';
import {
  TestClock,
  cardBoxAddress,
  cardCatalog,
  deliver,
  openCardCheckout,
} from '../../test/stripe-subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const WEDNESDAY = 3;
// Tuesday 10 March 2026, 8 AM in Cumming (clocks went forward on the 8th).
const NOW = '2026-03-10T12:00:00.000Z';

/**
 * A card subscription's first box is booked at subscribing, like a card order: it holds its place
 * while Stripe's page is open, gives it back when the checkout ends unpaid, and its order takes it
 * when paid (booked again when the payment came after the window began).
 */
describe("a card subscription's first delivery window", () => {
  const clock = new TestClock(NOW);
  let stripe: StripeDouble;
  let shop: TestApp;
  let essentials: SubscriptionPlan;
  let oils: Product[];
  let wednesdayMorning: number;

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({ clock, env: { ...stripeDoubleSettings(stripe.url), PUBLIC_URL: 'http://shop.test' } });
    const catalog = await cardCatalog(shop);
    essentials = catalog.planWith(2);
    oils = catalog.oils;
    wednesdayMorning = await windowId(shop, FORSYTH, WEDNESDAY, 10);
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  const wednesdayBox = (date: string) => ({
    planId: essentials.id,
    shippingAddress: cardBoxAddress,
    selectedOils: [oils[0]!.id, oils[1]!.id],
    deliveryWindow: { windowId: wednesdayMorning, date },
  });

  async function pay(sessionId: string) {
    const paid = stripe.completeSubscriptionCheckout(sessionId, { periodStart: clock.now() });
    await deliver(shop, signedEvent('checkout.session.completed', paid.session)).expect(200);
  }

  it('holds the place while Stripe is open; the order takes it when paid', async () => {
    clock.set(NOW);
    const checkout = await openCardCheckout(shop, stripe, wednesdayBox('2026-03-11'));
    expect((await boxBookings(shop, checkout.subscriptionId))[0]).toMatchObject({
      state: 'locked',
      windowId: wednesdayMorning,
      date: '2026-03-11',
      bookingOrderId: null,
    });
    await pay(checkout.sessionId);
    const [firstBox] = await boxBookings(shop, checkout.subscriptionId);
    expect(firstBox).toMatchObject({ state: 'ordered', date: '2026-03-11' });
    expect(firstBox!.bookingOrderId).toBe(firstBox!.boxOrderId);
  });

  it('gives the place back when the checkout expires unpaid', async () => {
    clock.set(NOW);
    const before = await placesTaken(shop, wednesdayMorning, '2026-03-11');
    const checkout = await openCardCheckout(shop, stripe, wednesdayBox('2026-03-11'));
    expect(await placesTaken(shop, wednesdayMorning, '2026-03-11')).toBe(before + 1);
    const expired = stripe.expireCheckoutSession(checkout.sessionId);
    await deliver(shop, signedEvent('checkout.session.expired', expired)).expect(200);
    expect(await placesTaken(shop, wednesdayMorning, '2026-03-11')).toBe(before);
    expect((await boxBookings(shop, checkout.subscriptionId))[0]).toMatchObject({ state: 'failed', windowId: null });
  });

  it('books the first box again when it was paid after its window began, and tells the shopper', async () => {
    clock.set(NOW);
    const checkout = await openCardCheckout(shop, stripe, wednesdayBox('2026-03-11'));
    // Paid on Thursday: Wednesday's window is gone, so the box takes next Wednesday's, its usual one.
    clock.set('2026-03-12T15:00:00.000Z');
    await pay(checkout.sessionId);
    const [firstBox] = await boxBookings(shop, checkout.subscriptionId);
    expect(firstBox).toMatchObject({ state: 'ordered', windowId: wednesdayMorning, date: '2026-03-18' });
    expect(firstBox!.bookingOrderId).toBe(firstBox!.boxOrderId);
    const [told] = await boxDeliveryEmails(shop, checkout.client.email);
    expect(told!.subject).toContain('Wednesday 18 March, 10:00 AM – 12:00 PM');
  });
});
