import request from 'supertest';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import type { Clock } from '../common/clock.js';
import { placeOrder, productStock, shopperWithCart } from '../../test/checkout-helpers.js';
import { startStripeDouble, stripeDoubleSettings } from '../../test/stripe-double.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { AbandonedOrderSweeper } from './abandoned-order-sweeper.js';
import { OrdersService } from './orders.service.js';

/** A clock the test moves forward by hand. */
class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}

/**
 * A card order is committed first and sent to Stripe after; a process that dies in between leaves
 * the order pending with no Checkout Session, holding its stock. The sweeper ends such orders once
 * a session would have expired (30 minutes).
 */
describe('card orders that never reached Stripe', () => {
  const clock = new TestClock();
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let shop: TestApp;
  let oil: Product;

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({
      clock,
      env: stripeDoubleSettings(stripe.url),
    });
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
    oil = products.find((product) => product.inStock === 'true')!;
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  /** A placed card order put into the state a crash before the Stripe call leaves behind. */
  async function orderLeftByACrash(quantity: number) {
    const client = await shopperWithCart(shop, [{ productId: oil.id, quantity }]);
    const { order } = placeOrderResponseSchema.parse((await placeOrder(client, 'stripe').expect(201)).body);
    await shop.dataSource.query(
      `UPDATE orders SET "stripeCheckoutSessionId" = NULL, "paymentUrl" = NULL WHERE id = $1`,
      [order.id],
    );
    return { client, orderId: order.id };
  }

  const statusOf = async (orderId: number) =>
    ((await shop.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId])) as { status: string }[])[0]
      ?.status;

  it('leaves young orders and orders with a session alone, then cancels and restocks the stuck one', async () => {
    const stockBefore = await productStock(shop, oil.id);
    const stuck = await orderLeftByACrash(2);
    const withSession = await shopperWithCart(shop, [{ productId: oil.id, quantity: 1 }]);
    const paying = placeOrderResponseSchema.parse((await placeOrder(withSession, 'stripe').expect(201)).body).order;
    expect(await productStock(shop, oil.id)).toBe(stockBefore - 3);

    const sweeper = shop.app.get(AbandonedOrderSweeper);
    clock.advanceMinutes(29);
    expect(await sweeper.sweep()).toBe(0);
    expect(await statusOf(stuck.orderId)).toBe('pending');

    clock.advanceMinutes(2);
    expect(await sweeper.sweep()).toBe(1);
    expect(await statusOf(stuck.orderId)).toBe('cancelled');
    expect(await statusOf(paying.id)).toBe('pending');
    expect(await productStock(shop, oil.id)).toBe(stockBefore - 1);
    // What the shopper chose is back in their cart.
    const cart = (await stuck.client.get('/api/cart').expect(200)).body as { productId: number; quantity: number }[];
    expect(cart.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: oil.id, quantity: 2 },
    ]);

    // Nothing is given back twice.
    expect(await sweeper.sweep()).toBe(0);
    expect(await productStock(shop, oil.id)).toBe(stockBefore - 1);
  });

  it('cancels each order once when several API processes sweep at the same moment', async () => {
    const stockBefore = await productStock(shop, oil.id);
    const orders = await Promise.all([1, 1, 1].map(() => orderLeftByACrash(1)));
    clock.advanceMinutes(31);
    const orderService = shop.app.get(OrdersService);
    // Three sweeps racing on separate connections stand in for three processes (PostgreSQL in CI).
    const counts = await Promise.all([0, 1, 2].map(() => orderService.cancelAbandonedCardOrders(clock.now())));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const { orderId } of orders) expect(await statusOf(orderId)).toBe('cancelled');
    expect(await productStock(shop, oil.id)).toBe(stockBefore);
  });
});
