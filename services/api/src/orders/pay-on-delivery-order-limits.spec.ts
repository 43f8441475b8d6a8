import request from 'supertest';
import { cartItemSchema } from '@shop/contracts/cart';
import { placeOrderResponseSchema, type OrderStatus } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { checkoutTables } from '../../test/pay-on-delivery-helpers.js';
import { startStripeDouble, stripeDoubleSettings } from '../../test/stripe-double.js';
import { boxAddress, boxCatalog, subscribe } from '../../test/subscription-helpers.js';
import { signedInAs, type SignedInAgent } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;

/**
 * Pay on delivery takes no money up front, so one shopper may have only so many such orders on
 * their way (3 by default) and so many of one product in one (6). Card payment is set up here too:
 * it is not limited, and the refusals say so.
 */
describe('pay-on-delivery limits on orders', () => {
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let shop: TestApp;
  let staff: SignedInAgent;
  let sesame: Product;
  let turmeric: Product;

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({
      env: { ...stripeDoubleSettings(stripe.url), PUBLIC_URL: 'http://shop.test', PAYMENT_PAY_ON_DELIVERY: 'true' },
    });
    staff = await signedInAs(shop, 'staff');
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    sesame = products.find((product) => product.name === 'Cold-Pressed Sesame (Gingelly) Oil')!;
    turmeric = products.find((product) => product.name === 'Lakadong Turmeric Powder')!;
    // Enough on the shelf that only the limits can refuse these orders.
    await shop.dataSource.query(`UPDATE products SET stock = 500 WHERE id IN ($1, $2)`, [sesame.id, turmeric.id]);
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  async function orderOneBottle(client: Shopper): Promise<number> {
    await client.post('/api/cart', { productId: sesame.id, quantity: 1 }).expect(201);
    return placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body).order.id;
  }

  async function move(orderId: number, status: OrderStatus) {
    await staff.post(`/api/admin/orders/${orderId}/status`, { status }).expect(200);
  }

  /** Places the cart with pay on delivery and expects the open-order refusal, changing nothing. */
  async function expectOpenOrderRefusal(client: Shopper, open: number) {
    const before = await checkoutTables(shop);
    const refused = await placeOrder(client, 'pay_on_delivery').expect(409);
    expect(refused.body).toMatchObject({
      code: 'PAY_ON_DELIVERY_ORDER_LIMIT',
      message:
        `You already have ${open} pay-on-delivery orders awaiting delivery, and we take at most 3 at once. ` +
        'Pay for this order by card, or place it once one of them has been delivered.',
    });
    expect(await checkoutTables(shop)).toEqual(before);
  }

  it('takes three open pay-on-delivery orders; the fourth is refused and changes nothing, and card still works', async () => {
    const client = await shopperWithCart(shop, []);
    for (let order = 0; order < 3; order += 1) await orderOneBottle(client);
    await client.post('/api/cart', { productId: sesame.id, quantity: 1 }).expect(201);

    await expectOpenOrderRefusal(client, 3);

    const byCard = placeOrderResponseSchema.parse((await placeOrder(client, 'stripe').expect(201)).body);
    expect(byCard.order).toMatchObject({ status: 'pending', paymentMethod: 'stripe' });
    expect(byCard.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('counts orders until they are delivered or cancelled: packed and out for delivery still count', async () => {
    const client = await shopperWithCart(shop, []);
    const [first, second] = [await orderOneBottle(client), await orderOneBottle(client), await orderOneBottle(client)];
    await client.post('/api/cart', { productId: sesame.id, quantity: 1 }).expect(201);

    await move(first!, 'packed');
    await expectOpenOrderRefusal(client, 3);
    await move(first!, 'out_for_delivery');
    await expectOpenOrderRefusal(client, 3);
    await move(first!, 'delivered');
    await placeOrder(client, 'pay_on_delivery').expect(201);

    await client.post('/api/cart', { productId: sesame.id, quantity: 1 }).expect(201);
    await expectOpenOrderRefusal(client, 3);
    await move(second!, 'cancelled');
    await placeOrder(client, 'pay_on_delivery').expect(201);
  });

  it('takes at most six of one product in a pay-on-delivery order, naming the product; card takes more', async () => {
    const client = await shopperWithCart(shop, [
      { productId: sesame.id, quantity: 7 },
      { productId: turmeric.id, quantity: 6 },
    ]);
    const before = await checkoutTables(shop);

    const refused = await placeOrder(client, 'pay_on_delivery').expect(409);

    expect(refused.body).toMatchObject({
      code: 'PAY_ON_DELIVERY_QUANTITY_LIMIT',
      message: `A pay-on-delivery order takes at most 6 of one product, and your cart has 7 of ${sesame.name}. Lower the quantity, or pay by card.`,
    });
    expect(await checkoutTables(shop)).toEqual(before);

    // Six of each of two products is within the limit.
    const cart = cartItemSchema.array().parse((await client.get('/api/cart').expect(200)).body);
    const sesameLine = cart.find((line) => line.productId === sesame.id)!;
    await client.put(`/api/cart/${sesameLine.id}`, { quantity: 6 }).expect(200);
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body);
    expect(placed.order.items.map((item) => item.quantity)).toEqual([6, 6]);

    const cardShopper = await shopperWithCart(shop, [{ productId: sesame.id, quantity: 12 }]);
    await placeOrder(cardShopper, 'stripe').expect(201);
  });

  it('refuses for open orders before quantities: a smaller order would not help', async () => {
    const client = await shopperWithCart(shop, []);
    for (let order = 0; order < 3; order += 1) await orderOneBottle(client);
    await client.post('/api/cart', { productId: sesame.id, quantity: 9 }).expect(201);

    await expectOpenOrderRefusal(client, 3);
  });

  it('does not count subscription boxes: the subscription limit bounds those', async () => {
    const catalog = await boxCatalog(shop);
    const client = await shopperWithCart(shop, []);
    for (const oils of [
      [0, 1],
      [2, 3],
    ]) {
      await subscribe(client, {
        planId: catalog.planWith(2).id,
        shippingAddress: boxAddress,
        selectedOils: oils.map((index) => catalog.oils[index]!.id),
        paymentMethod: 'pay_on_delivery',
      }).expect(200);
    }

    for (let order = 0; order < 3; order += 1) await orderOneBottle(client);
  });
});
