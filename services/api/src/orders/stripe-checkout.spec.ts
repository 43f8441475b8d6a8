import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { placeOrderResponseSchema, type Order } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { placeOrder, productStock, shopperWithCart } from '../../test/checkout-helpers.js';
import { signedStripeEvent, startStripeDouble, stripeDoubleSettings } from '../../test/stripe-double.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('card payment with Stripe Checkout', () => {
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let shop: TestApp;
  let oil: Product;

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({
      env: {
        ...stripeDoubleSettings(stripe.url),
        PUBLIC_URL: 'http://shop.test',
      },
    });
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
    oil = products.find((p) => p.name === 'Cold-Pressed Coconut Oil')!;
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  async function pendingOrder(quantity = 1): Promise<{ order: Order; sessionId: string }> {
    const client = await shopperWithCart(shop, [{ productId: oil.id, quantity }]);
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'stripe').expect(201)).body);
    const [row] = await shop.dataSource.query(`SELECT "stripeCheckoutSessionId" FROM orders WHERE id = $1`, [
      placed.order.id,
    ]);
    return { order: placed.order, sessionId: row.stripeCheckoutSessionId };
  }

  function deliver(event: ReturnType<typeof signedStripeEvent>, signature = event.signature) {
    return request(shop.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(event.payload);
  }

  async function statusOf(orderId: number): Promise<string> {
    const [row] = await shop.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [orderId]);
    return row.status;
  }

  const paid = (sessionId: string, order: Order, overrides: Record<string, unknown> = {}) =>
    signedStripeEvent('checkout.session.completed', {
      id: sessionId,
      payment_status: 'paid',
      amount_total: Number(order.total.replace('.', '')),
      currency: 'usd',
      payment_intent: 'pi_test_123',
      ...overrides,
    });

  it('offers card payment and sends the shopper to a Checkout Session for the exact amounts', async () => {
    await request(shop.http)
      .get('/api/checkout/options')
      .expect(200, { paymentMethods: ['stripe'] });
    const client = await shopperWithCart(shop, [{ productId: oil.id, quantity: 2 }]);
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'stripe').expect(201)).body);
    expect(placed.order.status).toBe('pending');
    expect(placed.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const sent = stripe.sessions.at(-1)!;
    expect(sent.idempotencyKey).toBe(`order-${placed.order.id}-checkout-session`);
    expect(sent.form.get('mode')).toBe('payment');
    expect(sent.form.get('client_reference_id')).toBe(String(placed.order.id));
    expect(sent.form.get('line_items[0][price_data][unit_amount]')).toBe('1499');
    expect(sent.form.get('line_items[0][quantity]')).toBe('2');
    expect(sent.form.get('line_items[1][price_data][unit_amount]')).toBe('266'); // tax on 29.98
    expect(sent.form.get('line_items[2][price_data][unit_amount]')).toBe('1299'); // shipping under $75
    expect(sent.form.get('success_url')).toBe(`http://shop.test/orders/${placed.order.id}?payment=success`);
  });

  it('marks the order paid on checkout.session.completed', async () => {
    const { order, sessionId } = await pendingOrder();
    const response = await deliver(paid(sessionId, order)).expect(200);
    expect(response.body).toEqual({ received: true, outcome: 'applied' });
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('refuses a bad signature and changes nothing', async () => {
    const { order, sessionId } = await pendingOrder();
    const event = paid(sessionId, order);
    await deliver(event, event.signature.replace(/v1=\w{6}/, 'v1=000000')).expect(400);
    await deliver(event, 't=1,v1=deadbeef').expect(400);
    await request(shop.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(event.payload)
      .expect(400);
    expect(await statusOf(order.id)).toBe('pending');
    expect(await shop.dataSource.query(`SELECT id FROM stripe_events WHERE id = $1`, [event.id])).toEqual([]);
  });

  it('applies the same event delivered ten times once', async () => {
    const { order, sessionId } = await pendingOrder();
    const event = paid(sessionId, order);
    const outcomes = [];
    for (let delivery = 0; delivery < 10; delivery += 1) outcomes.push((await deliver(event).expect(200)).body.outcome);
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await statusOf(order.id)).toBe('paid');
  });

  it('refuses a payment whose amount or currency does not match the order', async () => {
    const { order, sessionId } = await pendingOrder();
    const wrongAmount = paid(sessionId, order, { amount_total: 1 });
    expect((await deliver(wrongAmount).expect(400)).body.code).toBe('AMOUNT_MISMATCH');
    await deliver(paid(sessionId, order, { currency: 'eur' })).expect(400);
    expect(await statusOf(order.id)).toBe('pending');
  });

  it('cancels an expired session and gives the stock back', async () => {
    const before = await productStock(shop, oil.id);
    const { order, sessionId } = await pendingOrder(3);
    expect(await productStock(shop, oil.id)).toBe(before - 3);
    await deliver(signedStripeEvent('checkout.session.expired', { id: sessionId })).expect(200);
    expect(await statusOf(order.id)).toBe('cancelled');
    expect(await productStock(shop, oil.id)).toBe(before);
  });

  it('handles events out of order: a late expiry never undoes a payment', async () => {
    const before = await productStock(shop, oil.id);
    const { order, sessionId } = await pendingOrder(2);
    await deliver(paid(sessionId, order)).expect(200);
    const late = await deliver(signedStripeEvent('checkout.session.expired', { id: sessionId })).expect(200);
    expect(late.body.outcome).toBe('ignored');
    expect(await statusOf(order.id)).toBe('paid');
    expect(await productStock(shop, oil.id)).toBe(before - 2);
  });

  it('handles events out of order: a payment after cancellation does not revive the order', async () => {
    const { order, sessionId } = await pendingOrder();
    await deliver(signedStripeEvent('checkout.session.expired', { id: sessionId })).expect(200);
    expect((await deliver(paid(sessionId, order)).expect(200)).body.outcome).toBe('ignored');
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it('keeps the cart and the stock when Stripe cannot be reached', async () => {
    const before = await productStock(shop, oil.id);
    const client = await shopperWithCart(shop, [{ productId: oil.id, quantity: 2 }]);
    stripe.failNextRequests(3, 500); // the first try and the SDK's two retries
    const response = await placeOrder(client, 'stripe').expect(503);
    expect(response.body.code).toBe('PAYMENT_PROVIDER_DOWN');
    expect(await productStock(shop, oil.id)).toBe(before);
    expect((await client.get('/api/cart')).body).toEqual([expect.objectContaining({ productId: oil.id, quantity: 2 })]);
    const [order] = await shop.dataSource.query(`SELECT status FROM orders ORDER BY id DESC LIMIT 1`);
    expect(order.status).toBe('cancelled');
  });

  it('lets the same checkout be retried with the same key once Stripe is back', async () => {
    const client = await shopperWithCart(shop, [{ productId: oil.id, quantity: 1 }]);
    const key = randomUUID();
    stripe.failNextRequests(3, 500);
    await placeOrder(client, 'stripe', key).expect(503);
    const retried = placeOrderResponseSchema.parse((await placeOrder(client, 'stripe', key).expect(201)).body);
    expect(retried.order.status).toBe('pending');
    expect(retried.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });
});
