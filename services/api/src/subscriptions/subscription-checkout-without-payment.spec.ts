import request from 'supertest';
import {
  boxAddress,
  boxCatalog,
  errorOf,
  mySubscriptions,
  signedInShopper,
  subscribe,
  subscriptionTables,
  type BoxCatalog,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** A shop with no payment method set up (neither pay on delivery nor Stripe): nobody can subscribe yet. */
describe('subscribing when no payment method is set up', () => {
  let shop: TestApp;
  let catalog: BoxCatalog;

  beforeAll(async () => {
    shop = await startTestApp();
    catalog = await boxCatalog(shop);
  });
  afterAll(() => shop.close());

  it('offers no payment method', async () => {
    await request(shop.http).get('/api/checkout/options').expect(200, { paymentMethods: [] });
  });

  it.each([
    ['without a payment method', {}],
    ['asking for pay on delivery', { paymentMethod: 'pay_on_delivery' }],
    ['asking for card', { paymentMethod: 'stripe' }],
  ])('refuses a valid subscribe %s (409) and writes nothing', async (_name, choice) => {
    const shopper = await signedInShopper(shop);
    const before = await subscriptionTables(shop);
    const response = await subscribe(shopper, {
      planId: catalog.planWith(2).id,
      shippingAddress: boxAddress,
      selectedOils: [catalog.oils[0]!.id, catalog.oils[1]!.id],
      ...choice,
    }).expect(409);
    const error = errorOf(response);
    expect(error.code).toBe('SUBSCRIPTION_PAYMENT_UNAVAILABLE');
    expect(error.message).toMatch(/^Subscriptions need a payment method/);
    expect(await subscriptionTables(shop)).toEqual(before);
    expect(await mySubscriptions(shopper)).toEqual([]);
  });
});
