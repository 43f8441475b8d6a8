import request from 'supertest';
import { auditPageSchema } from '@shop/contracts/admin';
import { payOnDeliveryLimitsPath, payOnDeliveryLimitsSchema } from '@shop/contracts/admin-pay-on-delivery';
import { clientUserSchema } from '@shop/contracts/auth';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../../test/checkout-helpers.js';
import { boxAddress, boxCatalog, SettableClock, subscribe } from '../../../test/subscription-helpers.js';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff lift a trusted shopper's pay-on-delivery limits for some days, or put them back; all audited. */
describe('back office: lifting a shopper’s pay-on-delivery limits', () => {
  const clock = new SettableClock();
  let shop: TestApp;
  let staff: SignedInAgent;
  let owner: SignedInAgent;
  let oil: Product;

  beforeAll(async () => {
    clock.set(new Date().toISOString());
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    [staff, owner] = [await signedInAs(shop, 'staff'), await signedInAs(shop, 'owner')];
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
    oil = products.find((product) => product.inStock === 'true')!;
    await shop.dataSource.query(`UPDATE products SET stock = 500 WHERE id = $1`, [oil.id]);
  });
  afterAll(() => shop.close());

  /** A shopper with three open pay-on-delivery orders (`order` is one of them) and ten of one oil in the cart. */
  async function shopperAtTheLimit(): Promise<{ client: Shopper; id: string; order: number }> {
    const client = await shopperWithCart(shop, []);
    const orders: number[] = [];
    for (let order = 0; order < 3; order += 1) {
      await client.post('/api/cart', { productId: oil.id, quantity: 1 }).expect(201);
      orders.push(
        placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body).order.id,
      );
    }
    // Ten of one product: past the per-product limit as well.
    await client.post('/api/cart', { productId: oil.id, quantity: 10 }).expect(201);
    const { id } = clientUserSchema.parse((await client.get('/api/auth/user').expect(200)).body);
    return { client, id, order: orders[0]! };
  }

  const lift = (agent: SignedInAgent, orderId: number, liftForDays: number) =>
    agent.put(payOnDeliveryLimitsPath(orderId), { liftForDays });

  async function auditOf(customerId: string) {
    const page = await owner.get(`/api/admin/audit?entityType=user&entityId=${customerId}`).expect(200);
    return auditPageSchema.parse(page.body).items;
  }

  async function storedLifts(customerId: string): Promise<unknown[]> {
    return shop.dataSource.query(`SELECT * FROM pay_on_delivery_lifts WHERE "userId" = $1`, [customerId]);
  }

  it('shows staff the limits and what the shopper uses of them', async () => {
    const { id, client, order } = await shopperAtTheLimit();
    const subscriptionCatalog = await boxCatalog(shop);
    await subscribe(client, {
      planId: subscriptionCatalog.planWith(2).id,
      shippingAddress: boxAddress,
      selectedOils: [subscriptionCatalog.oils[1]!.id, subscriptionCatalog.oils[2]!.id],
      paymentMethod: 'pay_on_delivery',
    }).expect(200);

    const view = payOnDeliveryLimitsSchema.parse((await staff.get(payOnDeliveryLimitsPath(order)).expect(200)).body);

    expect(view).toEqual({
      customerId: id,
      limits: { openOrders: 3, subscriptions: 2, perProduct: 6 },
      inUse: { openOrders: 3, subscriptions: 1 },
      liftedUntil: null,
    });
  });

  it('lifts them for the days staff choose: the shopper orders and subscribes past them, audited', async () => {
    const { client, id, order } = await shopperAtTheLimit();
    await placeOrder(client, 'pay_on_delivery').expect(409);

    const answer = payOnDeliveryLimitsSchema.parse((await lift(staff, order, 30).expect(200)).body);

    const until = new Date(clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(answer.liftedUntil).toBe(until);
    const placed = await placeOrder(client, 'pay_on_delivery').expect(201);
    expect(placed.body.order.items[0].quantity).toBe(10);
    const boxes = await boxCatalog(shop);
    for (let subscription = 0; subscription < 3; subscription += 1) {
      await subscribe(client, {
        planId: boxes.planWith(2).id,
        shippingAddress: boxAddress,
        selectedOils: [boxes.oils[3]!.id, boxes.oils[4]!.id],
        paymentMethod: 'pay_on_delivery',
      }).expect(200);
    }
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actor: { email: staff.email },
      action: 'customer.pay_on_delivery_lifted',
      entityType: 'user',
      entityId: id,
      before: { payOnDeliveryLimitsLiftedUntil: null },
      after: { payOnDeliveryLimitsLiftedUntil: until, orderId: order },
    });
  });

  it('puts them back at once with 0 days (audited), and restoring limits never lifted changes nothing', async () => {
    const { client, id, order } = await shopperAtTheLimit();
    await lift(owner, order, 7).expect(200);

    const restored = payOnDeliveryLimitsSchema.parse((await lift(staff, order, 0).expect(200)).body);

    expect(restored.liftedUntil).toBeNull();
    expect((await placeOrder(client, 'pay_on_delivery').expect(409)).body.code).toBe('PAY_ON_DELIVERY_ORDER_LIMIT');
    expect((await auditOf(id)).map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['customer.pay_on_delivery_restored', staff.email],
      ['customer.pay_on_delivery_lifted', owner.email],
    ]);

    expect(await storedLifts(id)).toEqual([]);
    const other = await shopperAtTheLimit();
    await lift(staff, other.order, 0).expect(200);
    expect(await auditOf(other.id)).toEqual([]);
    expect(await storedLifts(other.id)).toEqual([]);
  });

  it('ends a lift by itself when its days are over', async () => {
    const { client, order } = await shopperAtTheLimit();
    await lift(staff, order, 7).expect(200);
    const start = clock.now();

    clock.set(new Date(start.getTime() + 7 * DAY_MS + 60_000).toISOString());
    try {
      const refused = await placeOrder(client, 'pay_on_delivery').expect(409);
      expect(refused.body.code).toBe('PAY_ON_DELIVERY_ORDER_LIMIT');
      const view = payOnDeliveryLimitsSchema.parse((await staff.get(payOnDeliveryLimitsPath(order)).expect(200)).body);
      expect(view.liftedUntil).toBeNull();
    } finally {
      clock.set(start.toISOString());
    }
  });

  it('refuses shoppers (403) and visitors (401), changing nothing', async () => {
    const { client, id, order } = await shopperAtTheLimit();
    const shopper = await signedInAs(shop, 'shopper');

    expect((await shopper.get(payOnDeliveryLimitsPath(order)).expect(403)).body.code).toBe('STAFF_ONLY');
    expect((await lift(shopper, order, 365).expect(403)).body.code).toBe('STAFF_ONLY');
    // Not even for one's own order.
    expect((await client.put(payOnDeliveryLimitsPath(order), { liftForDays: 365 }).expect(403)).body.code).toBe(
      'STAFF_ONLY',
    );
    const anonymous = await request(shop.http)
      .put(payOnDeliveryLimitsPath(order))
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ liftForDays: 365 })
      .expect(401);
    expect(anonymous.body.code).toBe('SIGN_IN_REQUIRED');

    expect(await storedLifts(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it.each([
    ['more than a year', { liftForDays: 366 }, 'liftForDays'],
    ['negative days', { liftForDays: -1 }, 'liftForDays'],
    ['part of a day', { liftForDays: 1.5 }, 'liftForDays'],
    ['days as text', { liftForDays: '30' }, 'liftForDays'],
    ['no days', {}, 'liftForDays'],
    ['an unknown field', { liftForDays: 30, until: '2099-01-01' }, 'until'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, body, field) => {
    const { id, order } = await shopperAtTheLimit();
    const response = await staff.put(payOnDeliveryLimitsPath(order), body).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fieldErrors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await storedLifts(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 400 naming the id for a bad order number, 404 for no such order, 409 once the account is gone', async () => {
    const bad = await staff.get('/api/admin/orders/12ab/pay-on-delivery-limits').expect(400);
    expect(bad.body.fieldErrors.map((error: { field: string }) => error.field)).toEqual(['id']);
    expect((await staff.get(payOnDeliveryLimitsPath(2_147_483_000)).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
    expect((await lift(staff, 2_147_483_000, 30).expect(404)).body.code).toBe('ORDER_NOT_FOUND');

    const { id, order } = await shopperAtTheLimit();
    // The account is removed; its orders stay, as business records, without it.
    await shop.dataSource.query(`DELETE FROM users WHERE id = $1`, [id]);
    const gone = await lift(staff, order, 30).expect(409);
    expect(gone.body).toMatchObject({
      code: 'RELATED_RECORD_MISSING',
      message: `The account that placed order ${order} no longer exists.`,
    });
    expect(await auditOf(id)).toEqual([]);
  });
});
