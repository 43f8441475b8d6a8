import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { deliveryWindowsSchema } from '@shop/contracts/delivery-windows';
import { cartSchema } from '@shop/contracts/cart';
import { orderListSchema } from '@shop/contracts/orders';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, productStock, shopperWithCart } from '../../test/checkout-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Fifty shoppers press Place Order at the same moment for a product with five left, and one
 * shopper presses it in twenty tabs at once against the pay-on-delivery limits. Real row
 * locks only exist on PostgreSQL (PGlite runs one transaction at a time), so CI runs this suite
 * again with TEST_DATABASE_URL; on PGlite it still checks the arithmetic of the outcome.
 */
describe('checkout under contention', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
  });
  afterAll(() => shop.close());

  it('sells exactly the stock on hand: 5 orders succeed, 45 are told it is out of stock', async () => {
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=spices')).body);
    const product = products.find((p) => p.name === 'Garam Masala')!;
    const shoppers = [];
    for (let index = 0; index < 50; index += 1)
      shoppers.push(await shopperWithCart(shop, [{ productId: product.id, quantity: 1 }]));
    await shop.dataSource.query(`UPDATE products SET stock = 5 WHERE id = $1`, [product.id]);

    const responses = await Promise.all(shoppers.map((shopper) => placeOrder(shopper, 'pay_on_delivery')));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK', message: `${product.name} is out of stock` });
    }
    expect(await productStock(shop, product.id)).toBe(0);
    const [{ count }] = await shop.dataSource.query(
      `SELECT count(*)::int AS count FROM orders WHERE status = 'confirmed'`,
    );
    expect(count).toBe(5);
  });

  it('sells the last 10 places of a delivery window once: 50 shoppers choosing it get 10 orders', async () => {
    const products = productListSchema
      .parse((await request(shop.http).get('/api/products')).body)
      .filter((product) => product.inStock === 'true');
    const shoppers = [];
    for (let index = 0; index < 50; index += 1)
      shoppers.push(await shopperWithCart(shop, [{ productId: products[index % products.length]!.id, quantity: 1 }]));
    const offered = deliveryWindowsSchema.parse(
      (await request(shop.http).get('/api/delivery-windows?zipCode=30040').expect(200)).body,
    ).windows;
    const last = offered.at(-1)!;
    const choice = { windowId: last.windowId, date: last.date };
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 10 WHERE id = $1`, [last.windowId]);

    const responses = await Promise.all(
      shoppers.map((shopper) => placeOrder(shopper, 'pay_on_delivery', randomUUID(), { deliveryWindow: choice })),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(responses.filter((response) => response.status === 409).map((response) => response.body.code)).toEqual(
      Array(40).fill('DELIVERY_WINDOW_FULL'),
    );
    const [{ count }] = await shop.dataSource.query(
      `SELECT count(b.id)::int AS count FROM delivery_bookings b JOIN delivery_window_days d ON d.id = b."windowDayId"
        WHERE d."windowId" = $1 AND d."deliveryDate" = $2`,
      [choice.windowId, choice.date],
    );
    expect(count).toBe(10);
  });

  it('fills the earliest windows in turn when 20 shoppers choose none: each gets its places, none more', async () => {
    const products = productListSchema
      .parse((await request(shop.http).get('/api/products')).body)
      .filter((product) => product.inStock === 'true');
    const shoppers = [];
    for (let index = 0; index < 20; index += 1)
      shoppers.push(await shopperWithCart(shop, [{ productId: products[index % products.length]!.id, quantity: 1 }]));
    const placesTaken = async (window: { windowId: number; date: string }) => {
      const [{ count }] = await shop.dataSource.query(
        `SELECT count(b.id)::int AS count FROM delivery_bookings b JOIN delivery_window_days d ON d.id = b."windowDayId"
          WHERE d."windowId" = $1 AND d."deliveryDate" = $2`,
        [window.windowId, window.date],
      );
      return count as number;
    };
    // The first five windows with room get four places each: twenty in all.
    const earliest = deliveryWindowsSchema
      .parse((await request(shop.http).get('/api/delivery-windows?zipCode=30040').expect(200)).body)
      .windows.slice(0, 5);
    expect(new Set(earliest.map((window) => window.windowId)).size).toBe(5);
    const capacity: number[] = [];
    for (const window of earliest) {
      capacity.push((await placesTaken(window)) + 4);
      await shop.dataSource.query(`UPDATE delivery_windows SET capacity = $2 WHERE id = $1`, [
        window.windowId,
        capacity.at(-1),
      ]);
    }

    const responses = await Promise.all(shoppers.map((shopper) => placeOrder(shopper, 'pay_on_delivery')));

    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const taken = [];
    for (const window of earliest) taken.push(await placesTaken(window));
    expect(taken).toEqual(capacity);
  });

  it('one shopper sending 20 pay-on-delivery checkouts at once, each with its own key, gets exactly 3 orders', async () => {
    const products = productListSchema
      .parse((await request(shop.http).get('/api/products')).body)
      .filter((product) => product.inStock === 'true');
    const client = await shopperWithCart(shop, []);
    const stockBefore = new Map<number, number>();
    for (const product of products) stockBefore.set(product.id, await productStock(shop, product.id));
    const added = new Map<number, number>();

    /**
     * A browser tab adding a product and pressing Place Order with its own key. Another tab's order
     * may have taken the cart meanwhile (CART_EMPTY): it adds again, as a shopper would. Products
     * take turns, so no line reaches the per-product limit and only the open-order limit decides.
     */
    async function tab(index: number) {
      const productId = products[index % products.length]!.id;
      for (;;) {
        await client.post('/api/cart', { productId, quantity: 1 }).expect(201);
        added.set(productId, (added.get(productId) ?? 0) + 1);
        const response = await placeOrder(client, 'pay_on_delivery');
        if (response.body.code !== 'CART_EMPTY') return response;
      }
    }

    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => tab(index)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toMatchObject({
        code: 'PAY_ON_DELIVERY_ORDER_LIMIT',
        message:
          'You already have 3 pay-on-delivery orders awaiting delivery, and we take at most 3 at once. ' +
          'You can place this order once one of them has been delivered.',
      });
    }
    const orders = orderListSchema.parse((await client.get('/api/orders').expect(200)).body);
    expect(orders.map((order) => order.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    // Stock went only into those three orders; every refused tab's product is still in the cart.
    const ordered = new Map<number, number>();
    for (const item of orders.flatMap((order) => order.items))
      ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + item.quantity);
    for (const product of products) {
      expect({ product: product.id, stock: await productStock(shop, product.id) }).toEqual({
        product: product.id,
        stock: stockBefore.get(product.id)! - (ordered.get(product.id) ?? 0),
      });
    }
    const cart = cartSchema.parse((await client.get('/api/cart').expect(200)).body);
    const inCart = new Map(cart.map((line) => [line.productId, line.quantity]));
    for (const [productId, count] of added) {
      expect({ productId, left: inCart.get(productId) ?? 0 }).toEqual({
        productId,
        left: count - (ordered.get(productId) ?? 0),
      });
    }
  });
});
