import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { orderListSchema } from '@shop/contracts/orders';
import { productStock } from '../../test/checkout-helpers.js';
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
  type Shopper,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** The last day of a long month: box 1 renews on the last day of February, a calendar month later. */
const STARTED_AT = '2026-01-31T15:00:00.000Z';
const FIRST_RENEWAL = '2026-02-28T15:00:00.000Z';
/** 72 hours (SUBSCRIPTION_CUTOFF_HOURS) before the renewal. */
const FIRST_CUTOFF = '2026-02-25T15:00:00.000Z';

describe('subscribing with pay on delivery', () => {
  let shop: TestApp;
  let catalog: BoxCatalog;
  let shopper: Shopper;

  beforeAll(async () => {
    shop = await startTestApp({
      env: { PAYMENT_PAY_ON_DELIVERY: 'true' },
      clock: { now: () => new Date(STARTED_AT) },
    });
    catalog = await boxCatalog(shop);
    shopper = await signedInShopper(shop);
  });
  afterAll(() => shop.close());

  /** The Essentials Box (two bottles) with two oils on the shelf, to Cumming. */
  const essentials = () => ({
    planId: catalog.planWith(2).id,
    shippingAddress: boxAddress,
    selectedOils: [catalog.oils[0]!.id, catalog.oils[1]!.id],
  });

  it('lists no subscriptions for a new account, and none to a signed-out visitor', async () => {
    expect(await mySubscriptions(await signedInShopper(shop))).toEqual([]);
    const signedOut = await request(shop.http).get('/api/subscriptions').expect(401);
    expect(errorOf(signedOut).code).toBe('SIGN_IN_REQUIRED');
  });

  it('starts the subscription at once and makes its first box an order at the plan price', async () => {
    const client = await signedInShopper(shop);
    const plan = catalog.planWith(4);
    // The shopper's order of the oils is kept (not the id order).
    const oils = [catalog.oils[3]!, catalog.oils[0]!, catalog.oils[5]!, catalog.oils[2]!];
    const stockBefore = await Promise.all(oils.map((oil) => productStock(shop, oil.id)));

    const response = await subscribe(client, {
      planId: plan.id,
      shippingAddress: boxAddress,
      selectedOils: oils.map((oil) => oil.id),
    }).expect(200);
    const id = subscribedId(response);
    expect(response.body).toEqual({ redirectUrl: `/subscriptions/success?subscription_id=${id}` });

    const [subscription, ...others] = await mySubscriptions(client);
    expect(others).toEqual([]);
    const boxOils = oils.map((oil) => ({ productId: oil.id, name: oil.name }));
    expect(subscription).toEqual({
      id,
      planId: plan.id,
      planName: plan.name,
      bottleCount: 4,
      price: plan.price,
      status: 'active',
      paymentMethod: 'pay_on_delivery',
      currentPeriodStart: STARTED_AT,
      currentPeriodEnd: FIRST_RENEWAL,
      cancelAtPeriodEnd: false,
      pausedUntil: null,
      selectedOils: oils.map((oil) => oil.id),
      shippingAddress: boxAddress,
      // None chosen at subscribing: every box takes the earliest window with room.
      preferredWindow: null,
      nextBox: {
        id: expect.any(Number),
        renewsAt: FIRST_RENEWAL,
        cutoffAt: FIRST_CUTOFF,
        state: 'scheduled',
        oils: boxOils,
        shortOils: [],
        orderId: null,
        // Booked at its cutoff, not before.
        deliveryWindow: null,
      },
      createdAt: expect.any(String),
    });

    const orders = orderListSchema.parse((await client.get('/api/orders').expect(200)).body);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      subscriptionId: id,
      status: 'confirmed',
      paymentMethod: 'pay_on_delivery',
      subtotal: plan.price,
      tax: '0.00',
      shipping: '0.00',
      total: plan.price,
      phone: boxAddress.phone,
      shippingAddress: { address: boxAddress.address, city: 'Cumming', state: 'GA', zipCode: '30040' },
      // Subscribed on a Saturday at 10 AM: Saturday's windows closed at 8 PM on Friday, so the earliest is Monday's.
      deliveryWindow: { date: '2026-02-02', label: 'Monday 2 February, 10:00 AM – 12:00 PM' },
    });
    expect(order!.items.map(({ productId, name, quantity }) => ({ productId, name, quantity }))).toEqual(
      boxOils.map((oil) => ({ ...oil, quantity: 1 })),
    );
    // The lines add up to exactly the plan's price (the box's price is split over its bottles).
    const lineCents = order!.items.reduce((sum, item) => sum + Math.round(Number(item.lineTotal) * 100), 0);
    expect(lineCents).toBe(Math.round(Number(plan.price) * 100));

    for (const [index, oil] of oils.entries()) expect(await productStock(shop, oil.id)).toBe(stockBefore[index]! - 1);

    const boxes = (await shop.dataSource.query(
      `SELECT sequence, state, reserved, "orderId" FROM subscription_cycles WHERE "subscriptionId" = $1 ORDER BY sequence`,
      [id],
    )) as object[];
    expect(boxes).toEqual([
      { sequence: 0, state: 'ordered', reserved: false, orderId: order!.id },
      { sequence: 1, state: 'scheduled', reserved: false, orderId: null },
    ]);
  });

  it('answers the same subscription for the same Idempotency-Key: one order, stock taken once', async () => {
    const client = await signedInShopper(shop);
    const before = await subscriptionTables(shop);
    const key = randomUUID();
    const first = subscribedId(await subscribe(client, essentials(), key).expect(200));
    // A retry that changed its mind about the oils still answers the subscription the key made.
    const retried = { ...essentials(), selectedOils: [catalog.oils[4]!.id, catalog.oils[5]!.id] };
    expect(subscribedId(await subscribe(client, retried, key).expect(200))).toBe(first);
    expect(subscribedId(await subscribe(client, essentials(), key).expect(200))).toBe(first);

    expect((await mySubscriptions(client)).map((subscription) => subscription.id)).toEqual([first]);
    expect(orderListSchema.parse((await client.get('/api/orders')).body)).toHaveLength(1);
    const after = await subscriptionTables(shop);
    expect(after).toMatchObject({
      subscriptions: before.subscriptions + 1,
      cycles: before.cycles + 2,
      orders: before.orders + 1,
    });
    const stockOf = (tables: typeof before, productId: number) =>
      tables.stock.find((product) => product.id === productId)!.stock;
    for (const oil of catalog.oils) {
      const taken = essentials().selectedOils.includes(oil.id) ? 1 : 0;
      expect(stockOf(after, oil.id)).toBe(stockOf(before, oil.id) - taken);
    }
  });

  it('subscribes again with another key: each key is one subscription', async () => {
    const client = await signedInShopper(shop);
    const first = subscribedId(await subscribe(client, essentials()).expect(200));
    const second = subscribedId(await subscribe(client, essentials()).expect(200));
    expect(second).not.toBe(first);
    expect((await mySubscriptions(client)).map((subscription) => subscription.id)).toEqual([second, first]);
  });

  describe('refuses bad input and writes nothing', () => {
    /** Sends the request and checks that no subscription, box, order or stock changed. */
    async function refused(send: () => request.Test, status: number) {
      const before = await subscriptionTables(shop);
      const response = await send().expect(status);
      expect(await subscriptionTables(shop)).toEqual(before);
      return errorOf(response);
    }

    it('from a signed-out visitor (401)', async () => {
      const error = await refused(
        () =>
          request(shop.http)
            .post('/api/create-subscription-checkout')
            .set('Sec-Fetch-Site', 'same-origin')
            .set('Idempotency-Key', randomUUID())
            .send(essentials()),
        401,
      );
      expect(error.code).toBe('SIGN_IN_REQUIRED');
    });

    it('for an unknown plan (404 PLAN_NOT_FOUND)', async () => {
      const error = await refused(() => subscribe(shopper, { ...essentials(), planId: 4242 }), 404);
      expect(error).toMatchObject({ code: 'PLAN_NOT_FOUND', message: 'Subscription plan 4242 does not exist' });
    });

    it('for a spice, an unknown product, or the wrong number of oils (400 naming selectedOils)', async () => {
      const [first, second, third] = catalog.oils;
      const cases: { selectedOils: number[]; message: string }[] = [
        { selectedOils: [first!.id, catalog.spice.id], message: `${catalog.spice.name} is not an oil` },
        { selectedOils: [first!.id, 999_999], message: 'Oil 999999 does not exist' },
        { selectedOils: [first!.id], message: 'Please select exactly 2 oils for your subscription' },
        {
          selectedOils: [first!.id, second!.id, third!.id],
          message: 'Please select exactly 2 oils for your subscription',
        },
      ];
      for (const { selectedOils, message } of cases) {
        const error = await refused(() => subscribe(shopper, { ...essentials(), selectedOils }), 400);
        expect(error).toMatchObject({
          code: 'INVALID_OIL_SELECTION',
          message,
          fieldErrors: [{ field: 'selectedOils', message }],
        });
      }
    });

    it('for the same oil twice, or no oils, before looking at the plan (400 VALIDATION_FAILED naming selectedOils)', async () => {
      const oil = catalog.oils[0]!.id;
      for (const [selectedOils, message] of [
        [[oil, oil], 'Choose each oil only once'],
        [[], 'Select your oils'],
      ] as const) {
        const error = await refused(() => subscribe(shopper, { ...essentials(), selectedOils }), 400);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fieldErrors).toEqual([{ field: 'selectedOils', message }]);
      }
    });

    it('for an oil with no bottle on the shelf (409 OUT_OF_STOCK naming it)', async () => {
      const error = await refused(
        () => subscribe(shopper, { ...essentials(), selectedOils: [catalog.oils[0]!.id, catalog.soldOutOil.id] }),
        409,
      );
      expect(error).toMatchObject({ code: 'OUT_OF_STOCK', message: `${catalog.soldOutOil.name} is out of stock` });
    });

    it('for a ZIP code outside the delivery area or unknown (400 naming shippingAddress.zipCode)', async () => {
      for (const [zipCode, message] of [
        ['90210', 'We do not deliver to 90210 (Beverly Hills, CA) yet: we deliver within 50 miles of Cumming, GA'],
        ['00000', 'We could not find ZIP code 00000'],
      ] as const) {
        const error = await refused(
          () => subscribe(shopper, { ...essentials(), shippingAddress: { ...boxAddress, zipCode } }),
          400,
        );
        expect(error).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA', message });
        expect(error.fieldErrors).toEqual([{ field: 'shippingAddress.zipCode', message }]);
      }
    });

    it('for an incomplete address, with the messages the form shows', async () => {
      const cases: [Partial<typeof boxAddress>, string, string][] = [
        [{ address: '' }, 'shippingAddress.address', 'Address is required'],
        [{ address: '   ' }, 'shippingAddress.address', 'Address is required'],
        [{ city: '' }, 'shippingAddress.city', 'City is required'],
        [{ state: '' }, 'shippingAddress.state', 'State is required'],
        [{ state: 'GAX' }, 'shippingAddress.state', 'State is required'],
        [{ zipCode: '' }, 'shippingAddress.zipCode', 'ZIP code is required'],
        [{ zipCode: '300' }, 'shippingAddress.zipCode', 'ZIP code is required'],
        [{ phone: '' }, 'shippingAddress.phone', 'Phone number is required'],
        [{ phone: '555' }, 'shippingAddress.phone', 'Phone number is required'],
      ];
      for (const [change, field, message] of cases) {
        const error = await refused(
          () => subscribe(shopper, { ...essentials(), shippingAddress: { ...boxAddress, ...change } }),
          400,
        );
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fieldErrors).toEqual([{ field, message }]);
      }
    });

    it('for a missing or malformed Idempotency-Key (400 naming it)', async () => {
      for (const key of [null, 'short', 'has spaces in it, 1234567']) {
        const error = await refused(() => subscribe(shopper, essentials(), key), 400);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fieldErrors?.map((fieldError) => fieldError.field)).toEqual(['Idempotency-Key']);
      }
    });

    it('for fields the form does not send, such as a price (400)', async () => {
      const error = await refused(() => subscribe(shopper, { ...essentials(), price: '0.01' }), 400);
      expect(error.fieldErrors).toEqual([{ field: 'price', message: 'Unknown field' }]);
    });

    it('for card payment, which this shop does not offer (409 PAYMENT_METHOD_UNAVAILABLE)', async () => {
      const error = await refused(() => subscribe(shopper, { ...essentials(), paymentMethod: 'stripe' }), 409);
      expect(error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    });

    it('and the shopper who was refused has no subscription', async () => {
      expect(await mySubscriptions(shopper)).toEqual([]);
      expect((await shopper.get('/api/orders').expect(200)).body).toEqual([]);
    });
  });
});
