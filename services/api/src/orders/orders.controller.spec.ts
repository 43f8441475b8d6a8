import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { cartSummarySchema, orderListSchema, orderSchema, placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { placeOrder, productStock, shopperWithCart } from '../../test/checkout-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('orders with pay on delivery', () => {
  let shop: TestApp;
  let sesame: Product;
  let turmeric: Product;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    sesame = products.find((p) => p.name === 'Cold-Pressed Sesame (Gingelly) Oil')!;
    turmeric = products.find((p) => p.name === 'Lakadong Turmeric Powder')!;
  });
  afterAll(() => shop.close());

  it('offers pay on delivery only', async () => {
    await request(shop.http)
      .get('/api/checkout/options')
      .expect(200, { paymentMethods: ['pay_on_delivery'] });
  });

  it('summarises the cart with server-side amounts', async () => {
    const client = await shopperWithCart(shop, [
      { productId: sesame.id, quantity: 2 },
      { productId: turmeric.id, quantity: 1 },
    ]);
    const summary = cartSummarySchema.parse((await client.get('/api/cart/summary').expect(200)).body);
    // 2 x 18.99 + 9.99 = 47.97; tax 8.875% = 4.257... -> 4.26; below $75: shipping 12.99.
    expect(summary).toEqual({
      itemCount: 3,
      subtotal: '47.97',
      tax: '4.26',
      shipping: '12.99',
      total: '65.22',
      freeShippingThreshold: '75.00',
    });
  });

  it('places an order from the cart: prices from the database, stock taken, cart emptied', async () => {
    const stockBefore = await productStock(shop, sesame.id);
    const client = await shopperWithCart(shop, [{ productId: sesame.id, quantity: 4 }]);
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body);
    expect(placed.paymentUrl).toBeNull();
    expect(placed.order).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'pay_on_delivery',
      subtotal: '75.96',
      tax: '6.74',
      shipping: '0.00',
      total: '82.70',
      shippingAddress: { address: '100 Main Street', city: 'Cumming', state: 'GA', zipCode: '30040' },
      items: [{ productId: sesame.id, name: sesame.name, unitPrice: '18.99', quantity: 4, lineTotal: '75.96' }],
      specialInstructions: 'Leave at the side door',
    });
    expect(await productStock(shop, sesame.id)).toBe(stockBefore - 4);
    expect((await client.get('/api/cart')).body).toEqual([]);
    expect(orderListSchema.parse((await client.get('/api/orders').expect(200)).body).map((o) => o.id)).toEqual([
      placed.order.id,
    ]);
  });

  it('refuses prices or totals sent by the browser, and places nothing', async () => {
    const client = await shopperWithCart(shop, [{ productId: sesame.id, quantity: 1 }]);
    for (const tampered of [
      { total: '0.01' },
      { subtotal: '1.00' },
      { items: [{ productId: sesame.id, unitPrice: '0.01' }] },
    ]) {
      const response = await placeOrder(client, 'pay_on_delivery', randomUUID(), tampered).expect(400);
      expect(apiErrorSchema.parse(response.body).fieldErrors?.[0]?.message).toBe('Unknown field');
    }
    expect((await client.get('/api/orders')).body).toEqual([]);
    expect((await client.get('/api/cart')).body).toHaveLength(1);
  });

  it('returns the same order for the same Idempotency-Key, even sent twice at once', async () => {
    const client = await shopperWithCart(shop, [{ productId: turmeric.id, quantity: 1 }]);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      placeOrder(client, 'pay_on_delivery', key),
      placeOrder(client, 'pay_on_delivery', key),
    ]);
    const third = await placeOrder(client, 'pay_on_delivery', key).expect(201);
    const ids = [first, second, third].map((response) => placeOrderResponseSchema.parse(response.body).order.id);
    expect(new Set(ids).size).toBe(1);
    expect((await client.get('/api/orders')).body).toHaveLength(1);
  });

  it('needs an Idempotency-Key', async () => {
    const client = await shopperWithCart(shop, [{ productId: turmeric.id, quantity: 1 }]);
    const missing = await client.agent.post('/api/orders').set('Sec-Fetch-Site', 'same-origin').send({}).expect(400);
    expect(apiErrorSchema.parse(missing.body).fieldErrors?.[0]?.field).toBe('Idempotency-Key');
    const short = await placeOrder(client, 'pay_on_delivery', 'short').expect(400);
    expect(apiErrorSchema.parse(short.body).fieldErrors?.[0]?.field).toBe('Idempotency-Key');
  });

  it('validates the checkout form with the messages shoppers see', async () => {
    const client = await shopperWithCart(shop, [{ productId: turmeric.id, quantity: 1 }]);
    const response = await placeOrder(client, 'pay_on_delivery', randomUUID(), {
      phone: '555',
      zipCode: '300',
      email: 'x',
    }).expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: 'Valid phone number is required' },
        { field: 'zipCode', message: 'ZIP code is required' },
        { field: 'email', message: 'Valid email is required' },
      ]),
    );
  });

  it('refuses an empty cart, and stock that ran out meanwhile (409), changing nothing', async () => {
    const empty = await shopperWithCart(shop, []);
    expect(apiErrorSchema.parse((await placeOrder(empty, 'pay_on_delivery').expect(409)).body).code).toBe('CART_EMPTY');

    const client = await shopperWithCart(shop, [{ productId: turmeric.id, quantity: 3 }]);
    await shop.dataSource.query(`UPDATE products SET stock = 2 WHERE id = $1`, [turmeric.id]);
    const refused = await placeOrder(client, 'pay_on_delivery').expect(409);
    expect(apiErrorSchema.parse(refused.body).message).toBe(`Only 2 of ${turmeric.name} left in stock`);
    expect(await productStock(shop, turmeric.id)).toBe(2);
    expect((await client.get('/api/cart')).body).toHaveLength(1);
    await shop.dataSource.query(`UPDATE products SET stock = 50 WHERE id = $1`, [turmeric.id]);
  });

  it('orders several products in one go, and refuses the whole order when one of them ran short', async () => {
    // The product with the higher id is the one short: the other is taken first, then given back.
    const [first, second] = [sesame, turmeric].sort((a, b) => a.id - b.id) as [Product, Product];
    const client = await shopperWithCart(shop, [
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 3 },
    ]);
    const stockBefore = await productStock(shop, first.id);
    await shop.dataSource.query(`UPDATE products SET stock = 2 WHERE id = $1`, [second.id]);
    const refused = await placeOrder(client, 'pay_on_delivery').expect(409);
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Only 2 of ${second.name} left in stock`,
    });
    expect([await productStock(shop, first.id), await productStock(shop, second.id)]).toEqual([stockBefore, 2]);
    expect((await client.get('/api/orders')).body).toEqual([]);

    await shop.dataSource.query(`UPDATE products SET stock = 50 WHERE id = $1`, [second.id]);
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body);
    const line = (product: Product, quantity: number) => ({
      productId: product.id,
      name: product.name,
      unitPrice: product.price,
      quantity,
      lineTotal: (Number(product.price) * quantity).toFixed(2),
    });
    expect(placed.order.items).toEqual([line(first, 2), line(second, 3)]);
    expect([await productStock(shop, first.id), await productStock(shop, second.id)]).toEqual([stockBefore - 2, 47]);
  });

  it('refuses a payment method the shop is not set up for', async () => {
    const client = await shopperWithCart(shop, [{ productId: turmeric.id, quantity: 1 }]);
    const response = await placeOrder(client, 'stripe').expect(409);
    expect(apiErrorSchema.parse(response.body).code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });

  it('shows an order only to its owner (404 for anyone else)', async () => {
    const owner = await shopperWithCart(shop, [{ productId: turmeric.id, quantity: 1 }]);
    const order = placeOrderResponseSchema.parse((await placeOrder(owner, 'pay_on_delivery').expect(201)).body).order;
    expect(orderSchema.parse((await owner.get(`/api/orders/${order.id}`).expect(200)).body).id).toBe(order.id);
    const stranger = await shopperWithCart(shop, []);
    await stranger.get(`/api/orders/${order.id}`).expect(404);
    expect((await stranger.get('/api/orders').expect(200)).body).toEqual([]);
    await request(shop.http).get(`/api/orders/${order.id}`).expect(401);
  });
});
