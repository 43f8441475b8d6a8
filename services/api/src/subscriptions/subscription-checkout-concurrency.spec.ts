import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { productStock } from '../../test/checkout-helpers.js';
import { browser, newShopper, sessionCookie } from '../../test/shopper-agent.js';
import {
  boxAddress,
  boxCatalog,
  errorOf,
  mySubscriptions,
  signedInShopper,
  subscribe,
  subscribedId,
  subscriptionTables,
  type BoxCatalog,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Subscribe pressed several times at once. Real row and advisory locks only exist on PostgreSQL
 * (PGlite runs one transaction at a time), so CI runs this suite again with TEST_DATABASE_URL; on
 * PGlite it still checks the arithmetic of the outcome.
 */
describe('subscribing under contention', () => {
  let shop: TestApp;
  let catalog: BoxCatalog;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    catalog = await boxCatalog(shop);
  });
  afterAll(() => shop.close());

  const essentials = (first: number, second: number) => ({
    planId: catalog.planWith(2).id,
    shippingAddress: boxAddress,
    selectedOils: [catalog.oils[first]!.id, catalog.oils[second]!.id],
  });

  /** A signed-in shopper and a way to submit from any number of tabs of the same browser (one session). */
  async function browserWithTabs() {
    const client = browser(shop);
    const cookie = sessionCookie(await client.post('/api/auth/register', newShopper()).expect(201))!;
    const submitFromATab = (body: object, idempotencyKey: string) =>
      request(shop.http)
        .post('/api/create-subscription-checkout')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Idempotency-Key', idempotencyKey)
        .send(body);
    return { client, submitFromATab };
  }

  /** How the subscription tables and the stock of `oils` moved between two readings. */
  function movement(
    before: Awaited<ReturnType<typeof subscriptionTables>>,
    after: Awaited<ReturnType<typeof subscriptionTables>>,
    oils: number[],
  ) {
    const stockOf = (tables: typeof before, id: number) => tables.stock.find((product) => product.id === id)!.stock;
    return {
      subscriptions: after.subscriptions - before.subscriptions,
      cycles: after.cycles - before.cycles,
      orders: after.orders - before.orders,
      stock: oils.map((id) => stockOf(after, id) - stockOf(before, id)),
    };
  }

  it('ten simultaneous submits with one Idempotency-Key make one subscription, one order, one bottle of each oil', async () => {
    const client = await signedInShopper(shop);
    const body = essentials(0, 1);
    const before = await subscriptionTables(shop);
    const key = randomUUID();

    const responses = await Promise.all(Array.from({ length: 10 }, () => subscribe(client, body, key)));

    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const ids = new Set(responses.map(subscribedId));
    expect(ids.size).toBe(1);
    expect((await mySubscriptions(client)).map((subscription) => subscription.id)).toEqual([...ids]);
    expect(movement(before, await subscriptionTables(shop), body.selectedOils)).toEqual({
      subscriptions: 1,
      cycles: 2,
      orders: 1,
      stock: [-1, -1],
    });
  });

  it('the same form submitted from two tabs at once (one key) makes one subscription', async () => {
    const { client, submitFromATab } = await browserWithTabs();
    const body = essentials(2, 3);
    const before = await subscriptionTables(shop);
    const key = randomUUID();

    const [first, second] = await Promise.all([submitFromATab(body, key), submitFromATab(body, key)]);

    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(subscribedId(first!)).toBe(subscribedId(second!));
    expect(await mySubscriptions(client)).toHaveLength(1);
    expect(movement(before, await subscriptionTables(shop), body.selectedOils)).toEqual({
      subscriptions: 1,
      cycles: 2,
      orders: 1,
      stock: [-1, -1],
    });
  });

  it('two tabs each submitting their own form at once (two keys) make two pay-on-delivery subscriptions', async () => {
    // Allowed on purpose. Each Idempotency-Key is one form the shopper filled in and sent, so two
    // keys are two deliberate subscribes (e.g. a second box for another kitchen), not a double
    // click. Pay on delivery charges nothing up front and ships nothing unpaid beyond the box it
    // confirms, each subscription can be cancelled on its own from the manage page, and a shopper
    // has at most PAY_ON_DELIVERY_MAX_SUBSCRIPTIONS of them (2 by default; see the next test). Card
    // checkouts are different: only one unpaid checkout may be open per shopper (a newer one
    // closes the older), because an unpaid checkout holds bottles no one has paid for.
    const { client, submitFromATab } = await browserWithTabs();
    const body = essentials(4, 5);
    const before = await subscriptionTables(shop);

    const responses = await Promise.all([submitFromATab(body, randomUUID()), submitFromATab(body, randomUUID())]);

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const ids = responses.map(subscribedId);
    expect(new Set(ids).size).toBe(2);
    const subscriptions = await mySubscriptions(client);
    expect(subscriptions.map((subscription) => subscription.id).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
    for (const subscription of subscriptions) expect(subscription.status).toBe('active');
    expect(movement(before, await subscriptionTables(shop), body.selectedOils)).toEqual({
      subscriptions: 2,
      cycles: 4,
      orders: 2,
      stock: [-2, -2],
    });
  });

  it('twenty pay-on-delivery subscribes sent at once with twenty keys make exactly the limit of two', async () => {
    const { client, submitFromATab } = await browserWithTabs();
    const body = essentials(6, 7);
    const before = await subscriptionTables(shop);

    const responses = await Promise.all(Array.from({ length: 20 }, () => submitFromATab(body, randomUUID())));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(errorOf(refused)).toMatchObject({
        code: 'PAY_ON_DELIVERY_SUBSCRIPTION_LIMIT',
        message:
          'You already have 2 pay-on-delivery subscriptions, and we take at most 2 at once. ' +
          'You can change the oils of one you have on the Manage Subscriptions page, or cancel one first.',
      });
    }
    expect((await mySubscriptions(client)).map((subscription) => subscription.status)).toEqual(['active', 'active']);
    expect(movement(before, await subscriptionTables(shop), body.selectedOils)).toEqual({
      subscriptions: 2,
      cycles: 4,
      orders: 2,
      stock: [-2, -2],
    });
  });

  it('gives the last two bottles of an oil to two of five shoppers subscribing at once; the others are told it is out of stock', async () => {
    const scarce = catalog.oils[6]!;
    const shoppers = [];
    for (let index = 0; index < 5; index += 1) shoppers.push(await signedInShopper(shop));
    await shop.dataSource.query(`UPDATE products SET stock = 2 WHERE id = $1`, [scarce.id]);
    const before = await subscriptionTables(shop);
    const body = {
      planId: catalog.planWith(2).id,
      shippingAddress: boxAddress,
      selectedOils: [catalog.oils[0]!.id, scarce.id],
    };

    const responses = await Promise.all(shoppers.map((shopper) => subscribe(shopper, body)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(errorOf(refused)).toMatchObject({ code: 'OUT_OF_STOCK', message: `${scarce.name} is out of stock` });
    }
    expect(await productStock(shop, scarce.id)).toBe(0);
    expect(movement(before, await subscriptionTables(shop), body.selectedOils)).toEqual({
      subscriptions: 2,
      cycles: 4,
      orders: 2,
      stock: [-2, -2],
    });
  });
});
