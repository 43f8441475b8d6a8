import { createSubscriptionCheckoutResponseSchema } from '@shop/contracts/subscriptions';
import { placeOrder } from '../../test/checkout-helpers.js';
import { checkoutTables } from '../../test/pay-on-delivery-helpers.js';
import { startStripeDouble, stripeDoubleSettings } from '../../test/stripe-double.js';
import {
  act,
  boxAddress,
  boxCatalog,
  errorOf,
  mySubscriptions,
  signedInShopper,
  subscribe,
  subscribedId,
  type BoxCatalog,
  type Shopper,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * One shopper may have only so many pay-on-delivery subscriptions that still send boxes (2 by
 * default): each ships a box before anyone has paid. Card payment is set up too: not limited.
 */
describe('pay-on-delivery limits on subscriptions', () => {
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let shop: TestApp;
  let catalog: BoxCatalog;

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({
      env: { ...stripeDoubleSettings(stripe.url), PUBLIC_URL: 'http://shop.test', PAYMENT_PAY_ON_DELIVERY: 'true' },
    });
    catalog = await boxCatalog(shop);
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  const box = (first: number, second: number, paymentMethod: 'pay_on_delivery' | 'stripe' = 'pay_on_delivery') => ({
    planId: catalog.planWith(2).id,
    shippingAddress: boxAddress,
    selectedOils: [catalog.oils[first]!.id, catalog.oils[second]!.id],
    paymentMethod,
  });

  async function subscribeTwice(client: Shopper): Promise<number[]> {
    return [
      subscribedId(await subscribe(client, box(0, 1)).expect(200)),
      subscribedId(await subscribe(client, box(2, 3)).expect(200)),
    ];
  }

  async function expectRefusal(client: Shopper) {
    const before = await checkoutTables(shop);
    const subscriptionsBefore = await mySubscriptions(client);
    const refused = await subscribe(client, box(4, 5)).expect(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'PAY_ON_DELIVERY_SUBSCRIPTION_LIMIT',
      message:
        'You already have 2 pay-on-delivery subscriptions, and we take at most 2 at once. ' +
        'Subscribe with a card, or change the oils of one you have on the Manage Subscriptions page.',
    });
    expect(await checkoutTables(shop)).toEqual(before);
    expect(await mySubscriptions(client)).toEqual(subscriptionsBefore);
  }

  it('takes two pay-on-delivery subscriptions; the third is refused and changes nothing, and card still works', async () => {
    const client = await signedInShopper(shop);
    await subscribeTwice(client);

    await expectRefusal(client);

    const byCard = createSubscriptionCheckoutResponseSchema.parse(
      (await subscribe(client, box(4, 5, 'stripe')).expect(200)).body,
    );
    expect(byCard).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
  });

  it('counts a paused subscription (it resumes by itself); one that ended frees its place', async () => {
    const client = await signedInShopper(shop);
    const [first, second] = await subscribeTwice(client);

    await act(client, first!, 'pause', { months: 1 }).expect(200);
    await expectRefusal(client);

    // As the renewal scheduler leaves a subscription cancelled at the end of its last period.
    await shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE id = $1`, [second]);
    await subscribe(client, box(4, 5)).expect(200);
  });

  it('does not count orders of the cart: three open pay-on-delivery orders leave both subscriptions', async () => {
    const client = await signedInShopper(shop);
    for (let order = 0; order < 3; order += 1) {
      await client.post('/api/cart', { productId: catalog.spice.id, quantity: 1 }).expect(201);
      await placeOrder(client, 'pay_on_delivery').expect(201);
    }

    await subscribeTwice(client);
  });
});
