import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { adminOrderSchema, refundResponseSchema } from '@shop/contracts/admin-orders';
import { placeOrderResponseSchema, type Order } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../../test/checkout-helpers.js';
import { signedEvent, startStripeDouble, stripeDoubleSettings, type SignedEvent } from '../../../test/stripe-double.js';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

describe('back office: refunds through Stripe', () => {
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let shop: TestApp;
  let owner: SignedInAgent;
  let staff: SignedInAgent;
  let oil: Product;

  beforeAll(async () => {
    stripe = await startStripeDouble();
    shop = await startTestApp({
      env: { ...stripeDoubleSettings(stripe.url), PAYMENT_PAY_ON_DELIVERY: 'true', PUBLIC_URL: 'http://shop.test' },
    });
    owner = await signedInAs(shop, 'owner');
    staff = await signedInAs(shop, 'staff');
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
    oil = products.find((product) => product.name === 'Cold-Pressed Coconut Oil')!;
  });
  afterAll(async () => {
    await shop.close();
    await stripe.close();
  });

  function deliver(event: SignedEvent) {
    return request(shop.http)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', event.signature)
      .send(event.payload);
  }

  /** A card order the shopper paid on Stripe's page: its payment intent is known to the shop. */
  async function paidCardOrder(): Promise<{ order: Order; paymentIntentId: string }> {
    const client = await shopperWithCart(shop, [{ productId: oil.id, quantity: 2 }]);
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'stripe').expect(201)).body);
    const [row] = await shop.dataSource.query(`SELECT "stripeCheckoutSessionId" FROM orders WHERE id = $1`, [
      placed.order.id,
    ]);
    const session = stripe.payCheckoutSession(row.stripeCheckoutSessionId);
    await deliver(signedEvent('checkout.session.completed', session)).expect(200);
    return { order: placed.order, paymentIntentId: session.payment_intent! };
  }

  function refund(agent: SignedInAgent, orderId: number, body: object = {}, key: string = randomUUID()) {
    return agent.post(`/api/admin/orders/${orderId}/refunds`, body).set('Idempotency-Key', key);
  }

  const refundRows = (orderId: number) =>
    shop.dataSource.query(
      `SELECT "stripeRefundId", amount, status, "createdBy", "idempotencyKey" FROM order_refunds WHERE "orderId" = $1 ORDER BY id`,
      [orderId],
    );

  const refundedTotal = async (orderId: number): Promise<string> =>
    (await shop.dataSource.query(`SELECT "refundedTotal" FROM orders WHERE id = $1`, [orderId]))[0].refundedTotal;

  const stripeRefundsOf = (paymentIntentId: string) =>
    [...stripe.refunds.values()].filter((candidate) => candidate.payment_intent === paymentIntentId);

  it('confirms a card order by e-mail once, when its payment arrives, with a timeline entry', async () => {
    const { order } = await paidCardOrder();
    const emails = await shop.dataSource.query(`SELECT kind FROM email_outbox WHERE "dedupeKey" = $1`, [
      `order-confirmation:${order.id}`,
    ]);
    expect(emails).toEqual([{ kind: 'order_confirmation' }]);
    const detail = adminOrderSchema.parse((await staff.get(`/api/admin/orders/${order.id}`).expect(200)).body);
    expect(detail.events.map((event) => event.type)).toEqual(['placed', 'paid']);
    expect(detail).toMatchObject({ paid: true, refundable: order.total, refundedTotal: '0.00' });
  });

  it('refunds everything left by default, with an audit row and a timeline entry', async () => {
    const { order, paymentIntentId } = await paidCardOrder();
    const answer = refundResponseSchema.parse((await refund(owner, order.id).expect(201)).body);
    expect(answer.refund).toMatchObject({ amount: order.total, status: 'succeeded', createdBy: owner.email });
    expect(answer.order).toMatchObject({ refundedTotal: order.total, refundable: '0.00' });
    expect(answer.order.events.at(-1)).toMatchObject({
      type: 'refunded',
      actorEmail: owner.email,
      amount: order.total,
    });
    const sent = stripe.refundRequests.at(-1)!;
    expect(sent.form.get('payment_intent')).toBe(paymentIntentId);
    expect(sent.form.get('amount')).toBe(order.total.replace('.', ''));
    expect(stripe.chargeOf(paymentIntentId).amount_refunded).toBe(Number(order.total.replace('.', '')));
    const [audit] = await shop.dataSource.query(
      `SELECT "actorEmail", action, before, after FROM audit_log WHERE "entityType" = 'order' AND "entityId" = $1`,
      [String(order.id)],
    );
    expect(audit).toMatchObject({
      actorEmail: owner.email,
      action: 'order.refunded',
      before: { refundedTotal: '0.00' },
    });
    expect(audit.after.refundedTotal).toBe(order.total);
  });

  it('refunds part, then the rest, and refuses more than is left (409) or when all is refunded', async () => {
    const { order } = await paidCardOrder();
    await refund(owner, order.id, { amount: '10.5' }).expect(201);
    const over = await refund(owner, order.id, { amount: order.total }).expect(409);
    expect(over.body).toMatchObject({ code: 'REFUND_NOT_ALLOWED' });
    expect(over.body.fieldErrors[0].field).toBe('amount');
    const rest = refundResponseSchema.parse((await refund(owner, order.id).expect(201)).body);
    expect(rest.order.refundedTotal).toBe(order.total);
    expect(rest.refund.amount).toBe((Number(order.total.replace('.', '')) - 1050).toString().replace(/(\d\d)$/, '.$1'));
    expect((await refund(owner, order.id, { amount: '0.01' }).expect(409)).body.code).toBe('REFUND_NOT_ALLOWED');
    expect((await refundRows(order.id)).map((row: { amount: string }) => row.amount)).toEqual([
      '10.50',
      rest.refund.amount,
    ]);
  });

  it('refuses bad amounts with 400 naming amount, a missing key naming Idempotency-Key, and staff with 403', async () => {
    const { order } = await paidCardOrder();
    for (const amount of ['0', '0.00', '-1', '1.234', 'ten', 12]) {
      const response = await refund(owner, order.id, { amount });
      expect({ amount, status: response.status, field: response.body.fieldErrors?.[0]?.field }).toEqual({
        amount,
        status: 400,
        field: 'amount',
      });
    }
    const noKey = await owner.post(`/api/admin/orders/${order.id}/refunds`, {}).expect(400);
    expect(noKey.body.fieldErrors[0].field).toBe('Idempotency-Key');
    expect((await refund(staff, order.id).expect(403)).body.code).toBe('OWNER_ONLY');
    expect(await refundRows(order.id)).toEqual([]);
  });

  it('makes one refund for the same Idempotency-Key, however often it is sent', async () => {
    const { order, paymentIntentId } = await paidCardOrder();
    const key = randomUUID();
    const first = refundResponseSchema.parse((await refund(owner, order.id, { amount: '5.00' }, key).expect(201)).body);
    for (let again = 0; again < 3; again += 1) {
      const repeated = refundResponseSchema.parse(
        (await refund(owner, order.id, { amount: '5.00' }, key).expect(201)).body,
      );
      expect(repeated.refund).toEqual(first.refund);
    }
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(stripeRefundsOf(paymentIntentId)).toHaveLength(1);
    expect(await refundedTotal(order.id)).toBe('5.00');
  });

  it('answers 503 and stores nothing when Stripe is down', async () => {
    const { order, paymentIntentId } = await paidCardOrder();
    stripe.failNextRequests(3, 500); // the first try and the SDK's two retries
    expect((await refund(owner, order.id).expect(503)).body.code).toBe('PAYMENT_PROVIDER_DOWN');
    expect(await refundRows(order.id)).toEqual([]);
    expect(await refundedTotal(order.id)).toBe('0.00');
    expect(stripeRefundsOf(paymentIntentId)).toEqual([]);
    const [{ count }] = await shop.dataSource.query(
      `SELECT count(*)::int AS count FROM order_events WHERE "orderId" = $1 AND type = 'refunded'`,
      [order.id],
    );
    expect(count).toBe(0);
  });

  it('refuses pay-on-delivery and unpaid card orders with 409 saying why', async () => {
    const client = await shopperWithCart(shop, [{ productId: oil.id, quantity: 1 }]);
    const cash = placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body).order;
    const refused = await refund(owner, cash.id).expect(409);
    expect(refused.body.code).toBe('REFUND_NOT_ALLOWED');
    expect(refused.body.message).toMatch(/paid on delivery/);
    const unpaidClient = await shopperWithCart(shop, [{ productId: oil.id, quantity: 1 }]);
    const unpaid = placeOrderResponseSchema.parse((await placeOrder(unpaidClient, 'stripe').expect(201)).body).order;
    expect((await refund(owner, unpaid.id).expect(409)).body.message).toMatch(/has not been paid/);
    await refund(owner, 2147483647).expect(404);
  });

  it('refunds a paid order the staff cancelled', async () => {
    const { order } = await paidCardOrder();
    await staff.post(`/api/admin/orders/${order.id}/status`, { status: 'cancelled' }).expect(200);
    await refund(owner, order.id).expect(201);
    expect(await refundedTotal(order.id)).toBe(order.total);
  });

  describe('charge.refunded', () => {
    it('mirrors a refund made in Stripe’s dashboard, once however often the event comes', async () => {
      const { order, paymentIntentId } = await paidCardOrder();
      const { refund: made, charge } = stripe.refundInDashboard(paymentIntentId, 700);
      const event = signedEvent('charge.refunded', charge);
      const outcomes = [];
      for (let delivery = 0; delivery < 5; delivery += 1)
        outcomes.push((await deliver(event).expect(200)).body.outcome);
      expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      // The same news in another event (Stripe sends one per refund, and may resend): still one row.
      await deliver(signedEvent('charge.refunded', charge)).expect(200);
      expect(await refundRows(order.id)).toEqual([
        { stripeRefundId: made.id, amount: '7.00', status: 'succeeded', createdBy: null, idempotencyKey: null },
      ]);
      expect(await refundedTotal(order.id)).toBe('7.00');
      const detail = adminOrderSchema.parse((await staff.get(`/api/admin/orders/${order.id}`).expect(200)).body);
      expect(detail.events.filter((entry) => entry.type === 'refunded')).toEqual([
        expect.objectContaining({ amount: '7.00', actorEmail: null, note: 'Refunded in Stripe' }),
      ]);
    });

    it('adds nothing for a refund the back office already recorded, and never lowers the total', async () => {
      const { order, paymentIntentId } = await paidCardOrder();
      await refund(owner, order.id, { amount: '3.00' }).expect(201);
      const earlyCharge = stripe.chargeOf(paymentIntentId);
      await refund(owner, order.id, { amount: '2.00' }).expect(201);
      await deliver(signedEvent('charge.refunded', stripe.chargeOf(paymentIntentId))).expect(200);
      await deliver(signedEvent('charge.refunded', earlyCharge)).expect(200); // late, older news
      expect(await refundRows(order.id)).toHaveLength(2);
      expect(await refundedTotal(order.id)).toBe('5.00');
    });

    it('ignores charges of no order', async () => {
      const { paymentIntentId } = await paidCardOrder();
      const { charge } = stripe.refundInDashboard(paymentIntentId, 100);
      const stranger = signedEvent('charge.refunded', { ...charge, payment_intent: 'pi_unknown' });
      expect((await deliver(stranger).expect(200)).body.outcome).toBe('ignored');
    });
  });

  // On PGlite the refunds queue (one transaction at a time); on PostgreSQL they race for the order's row lock.
  it('never refunds more than the total when refunds with different keys race', async () => {
    const { order, paymentIntentId } = await paidCardOrder();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => refund(owner, order.id, { amount: order.total })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(stripeRefundsOf(paymentIntentId)).toHaveLength(1);
    expect(await refundedTotal(order.id)).toBe(order.total);
  });
});
