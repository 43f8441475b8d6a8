import request from 'supertest';
import { auditPageSchema } from '@shop/contracts/admin';
import {
  DELIVERY_RUNS_API,
  deliveryRunListSchema,
  deliveryRunSchema,
  type DeliveryRun,
  type StopOutcomeRequest,
} from '@shop/contracts/admin-delivery-runs';
import { adminOrderSchema } from '@shop/contracts/admin-orders';
import { payOnDeliveryStandingPath, payOnDeliveryStandingSchema } from '@shop/contracts/admin-pay-on-delivery';
import { clientUserSchema } from '@shop/contracts/auth';
import { deliveryWindowsSchema, type OfferedWindow } from '@shop/contracts/delivery-windows';
import { fromCents, toCents } from '@shop/contracts/money';
import { checkoutOptionsSchema, placeOrderResponseSchema, type Order } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { checkoutForm, placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { boxAddress, boxCatalog, SettableClock, subscribe } from '../../test/subscription-helpers.js';
import { signedInAs, type SignedInAgent } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { shopDate } from '../common/shop-calendar.js';
import { MetricsService } from '../metrics/metrics.service.js';

type Shopper = Awaited<ReturnType<typeof shopperWithCart>>;

/** Runs: the day's list, start, what happened at each door, and the close that settles orders and money. */
describe('delivery runs', () => {
  const clock = new SettableClock();
  let shop: TestApp;
  let staff: SignedInAgent;
  let owner: SignedInAgent;
  let oil: Product;
  /** Each test books its own dated window of the Forsyth zone, so runs never mix. */
  let windows: OfferedWindow[];
  let nextWindow = 0;

  beforeAll(async () => {
    clock.set(new Date().toISOString());
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    [staff, owner] = [await signedInAs(shop, 'staff'), await signedInAs(shop, 'owner')];
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
    oil = products.find((product) => product.inStock === 'true')!;
    await shop.dataSource.query(`UPDATE products SET stock = 500 WHERE id = $1`, [oil.id]);
    const offer = deliveryWindowsSchema.parse(
      (await request(shop.http).get('/api/delivery-windows?zipCode=30040')).body,
    );
    windows = offer.windows;
  });
  afterAll(() => shop.close());

  interface Booked {
    window: OfferedWindow;
    runId: number;
    orders: Order[];
    shoppers: Shopper[];
  }

  /** Pay-on-delivery orders to these ZIPs (one shopper each unless given), all in one dated window. */
  async function bookRun(zips: readonly string[], shoppers: Shopper[] = []): Promise<Booked> {
    const window = windows[nextWindow++]!;
    const orders: Order[] = [];
    const buyers: Shopper[] = [];
    for (const [index, zipCode] of zips.entries()) {
      const client = shoppers[index] ?? (await shopperWithCart(shop, []));
      await client.post('/api/cart', { productId: oil.id, quantity: index + 1 }).expect(201);
      const placed = await placeOrder(client, 'pay_on_delivery', undefined, {
        zipCode,
        deliveryWindow: { windowId: window.windowId, date: window.date },
      }).expect(201);
      orders.push(placeOrderResponseSchema.parse(placed.body).order);
      buyers.push(client);
    }
    const list = deliveryRunListSchema.parse((await staff.get(`${DELIVERY_RUNS_API.runs}?date=${window.date}`)).body);
    const run = list.runs.find((each) => each.startsAt === window.startsAt)!;
    return { window, runId: run.id, orders, shoppers: buyers };
  }

  const pack = async (orders: readonly Order[]) => {
    for (const order of orders) {
      await staff.post(`/api/admin/orders/${order.id}/status`, { status: 'packed' }).expect(200);
    }
  };
  const runOf = async (runId: number) =>
    deliveryRunSchema.parse((await staff.get(DELIVERY_RUNS_API.run(runId)).expect(200)).body);
  const start = (runId: number, agent: SignedInAgent = staff) => agent.post(DELIVERY_RUNS_API.start(runId));
  const record = (stopId: number, outcome: StopOutcomeRequest) =>
    staff.put(DELIVERY_RUNS_API.stopOutcome(stopId), outcome);
  const close = (runId: number, countedCash: string, cardTerminalTotal: string) =>
    staff.post(DELIVERY_RUNS_API.close(runId), { countedCash, cardTerminalTotal });

  /** A packed, started run; its stops in driving order. */
  async function startedRun(zips: readonly string[], shoppers: Shopper[] = []) {
    const booked = await bookRun(zips, shoppers);
    await pack(booked.orders);
    const run = deliveryRunSchema.parse((await start(booked.runId).expect(200)).body);
    return { ...booked, run };
  }

  const orderStatus = async (orderId: number) =>
    adminOrderSchema.parse((await staff.get(`/api/admin/orders/${orderId}`).expect(200)).body);
  const bookingsOf = async (orderId: number) =>
    (
      (await shop.dataSource.query(`SELECT count(*)::int AS n FROM delivery_bookings WHERE "orderId" = $1`, [
        orderId,
      ])) as {
        n: number;
      }[]
    )[0]!.n;
  const sumCents = (amounts: readonly string[]) => amounts.reduce((sum, amount) => sum + toCents(amount), 0);

  it('is for staff and owners only: signed out 401, shoppers 403', async () => {
    const shopper = await signedInAs(shop, 'shopper');
    const calls = [
      (agent: SignedInAgent | ReturnType<typeof request>) => agent.get(DELIVERY_RUNS_API.runs),
      (agent: SignedInAgent | ReturnType<typeof request>) => agent.get(DELIVERY_RUNS_API.run(1)),
    ];
    for (const call of calls) {
      expect((await call(request(shop.http)).expect(401)).body.code).toBe('SIGN_IN_REQUIRED');
      expect((await call(shopper).expect(403)).body.code).toBe('STAFF_ONLY');
    }
    for (const write of [
      shopper.post(DELIVERY_RUNS_API.start(1)),
      shopper.post(DELIVERY_RUNS_API.close(1), { countedCash: '0', cardTerminalTotal: '0' }),
      shopper.put(DELIVERY_RUNS_API.stopOutcome(1), { outcome: 'failed', reason: 'refused' }),
    ]) {
      expect((await write.expect(403)).body.code).toBe('STAFF_ONLY');
    }
    await request(shop.http).post(DELIVERY_RUNS_API.start(1)).set('Sec-Fetch-Site', 'same-origin').expect(401);
    expect((await owner.get(DELIVERY_RUNS_API.run(2_147_483_000)).expect(404)).body.code).toBe(
      'DELIVERY_RUN_NOT_FOUND',
    );
  });

  it('lists the day’s runs and a planned run’s stops in driving order from the shop', async () => {
    // Ordered out of driving order: 30028 (north), 30041 (east), the shop's own 30040, 30028 again.
    const { window, runId, orders } = await bookRun(['30028', '30041', '30040', '30028']);

    const list = deliveryRunListSchema.parse((await staff.get(`${DELIVERY_RUNS_API.runs}?date=${window.date}`)).body);
    expect(list.runs.find((run) => run.id === runId)).toEqual({
      id: runId,
      date: window.date,
      zoneName: 'Forsyth County',
      label: window.label,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      status: 'planned',
      stopCount: 4,
      notPackedCount: 4,
      expectedAmount: fromCents(sumCents(orders.map((order) => order.total))),
      driverEmail: null,
      countedCash: null,
    });

    const run = await runOf(runId);
    const [a, b, c, d] = orders as [Order, Order, Order, Order];
    // The shop's ZIP first, then the nearest (30041, 3.5 miles), then 30028 by order id.
    expect(run.stops.map((stop) => [stop.sequence, stop.orderId])).toEqual([
      [1, c.id],
      [2, b.id],
      [3, a.id],
      [4, d.id],
    ]);
    expect(run.stops.every((stop) => stop.id === null && stop.outcome === null)).toBe(true);
    expect(run.stops[0]).toMatchObject({
      customerName: `${checkoutForm.firstName} ${checkoutForm.lastName}`,
      phone: c.phone,
      address: { address: checkoutForm.address, zipCode: '30040' },
      specialInstructions: checkoutForm.specialInstructions,
      items: [{ name: oil.name, quantity: 3 }],
      expectedAmount: c.total,
      paymentMethod: 'pay_on_delivery',
      orderStatus: 'confirmed',
    });
  });

  it('lists today’s runs when no date is given', async () => {
    const list = deliveryRunListSchema.parse((await staff.get(DELIVERY_RUNS_API.runs).expect(200)).body);
    expect(list.date).toBe(shopDate(clock.now()));
    expect((await staff.get(`${DELIVERY_RUNS_API.runs}?date=2026-02-30`).expect(400)).body.fieldErrors[0].field).toBe(
      'date',
    );
  });

  it('refuses to start while a booked order is not packed, naming it, and changes nothing', async () => {
    const { runId, orders } = await bookRun(['30040', '30041', '30028']);
    await pack(orders.slice(0, 1));

    const refused = await start(runId).expect(409);

    expect(refused.body.code).toBe('DELIVERY_RUN_NOT_READY');
    expect(refused.body.message).toContain(`#${orders[1]!.id}, #${orders[2]!.id}`);
    expect(refused.body.message).not.toContain(`#${orders[0]!.id}`);
    expect((await runOf(runId)).status).toBe('planned');
    expect((await orderStatus(orders[0]!.id)).status).toBe('packed');
    expect(await shop.dataSource.query(`SELECT id FROM delivery_runs WHERE "windowDayId" = $1`, [runId])).toEqual([]);
  });

  it('starts a packed run: fixes the stops, sends every order out with its e-mail, names the driver', async () => {
    const { runId, orders } = await bookRun(['30028', '30040']);
    await pack(orders);

    const run = deliveryRunSchema.parse((await start(runId).expect(200)).body);

    expect(run).toMatchObject({ status: 'started', driverEmail: staff.email, notPackedCount: 0 });
    expect(run.stops.map((stop) => [stop.sequence, stop.orderId])).toEqual([
      [1, orders[1]!.id],
      [2, orders[0]!.id],
    ]);
    expect(run.stops.every((stop) => stop.id !== null && stop.orderStatus === 'out_for_delivery')).toBe(true);
    for (const order of orders) {
      const [email] = await shop.dataSource.query(`SELECT kind, "toAddress" FROM email_outbox WHERE "dedupeKey" = $1`, [
        `out-for-delivery:${order.id}`,
      ]);
      expect(email).toEqual({ kind: 'out_for_delivery', toAddress: checkoutForm.email });
      expect((await orderStatus(order.id)).events.at(-1)).toMatchObject({
        type: 'out_for_delivery',
        actorEmail: staff.email,
      });
    }
    // A retried tap changes nothing.
    const again = deliveryRunSchema.parse((await start(runId, owner).expect(200)).body);
    expect(again).toEqual(run);
  });

  it('records outcomes while the run is out: idempotent, correctable, checked against the order', async () => {
    const { run, orders } = await startedRun(['30040', '30041']);
    const [first, second] = run.stops as [DeliveryRun['stops'][0], DeliveryRun['stops'][0]];

    const missing = await record(first.id!, { outcome: 'delivered' }).expect(409);
    expect(missing.body).toMatchObject({
      code: 'DELIVERY_STOP_COLLECTION_INVALID',
      fieldErrors: [{ field: 'collected' }],
    });
    const noReason = await record(first.id!, { outcome: 'failed' } as StopOutcomeRequest).expect(400);
    expect(noReason.body.fieldErrors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const failedWithMoney = await staff
      .put(DELIVERY_RUNS_API.stopOutcome(first.id!), {
        outcome: 'failed',
        reason: 'refused',
        collected: { kind: 'cash', amount: '1.00' },
      })
      .expect(400);
    expect(failedWithMoney.body.fieldErrors).toEqual([expect.objectContaining({ field: 'collected' })]);
    expect((await record(2_147_483_000, { outcome: 'failed', reason: 'refused' }).expect(404)).body.code).toBe(
      'DELIVERY_STOP_NOT_FOUND',
    );

    const delivered = { outcome: 'delivered', collected: { kind: 'cash', amount: first.expectedAmount } } as const;
    const once = deliveryRunSchema.parse((await record(first.id!, delivered).expect(200)).body);
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    const twice = deliveryRunSchema.parse((await record(first.id!, delivered).expect(200)).body);
    expect(twice.stops[0]).toEqual(once.stops[0]);
    expect(once.stops[0]).toMatchObject({
      outcome: 'delivered',
      collected: { kind: 'cash', amount: first.expectedAmount },
      recordedByEmail: staff.email,
    });

    await record(second.id!, { outcome: 'failed', reason: 'nobody_home' }).expect(200);
    const corrected = deliveryRunSchema.parse(
      (
        await record(second.id!, {
          outcome: 'delivered',
          collected: { kind: 'card', amount: second.expectedAmount },
        }).expect(200)
      ).body,
    );
    expect(corrected.stops[1]).toMatchObject({
      outcome: 'delivered',
      failureReason: null,
      collected: { kind: 'card' },
    });
    // Nothing reaches the orders before the close.
    for (const order of orders) expect((await orderStatus(order.id)).status).toBe('out_for_delivery');
  });

  it('refuses to close before the start, and while a stop has no outcome (listing it)', async () => {
    const planned = await bookRun(['30040']);
    expect((await close(planned.runId, '0', '0').expect(409)).body.code).toBe('DELIVERY_RUN_NOT_STARTED');

    const { runId, run } = await startedRun(['30040', '30041']);
    await record(run.stops[0]!.id!, { outcome: 'failed', reason: 'wrong_address' }).expect(200);

    const refused = await close(runId, '0', '0').expect(409);

    expect(refused.body.code).toBe('DELIVERY_RUN_STOPS_OPEN');
    expect(refused.body.message).toContain(`Stop 2 (order #${run.stops[1]!.orderId})`);
    expect((await runOf(runId)).status).toBe('started');
    const badAmount = await close(runId, '12.345', '0').expect(400);
    expect(badAmount.body.fieldErrors).toEqual([expect.objectContaining({ field: 'countedCash' })]);
  });

  it('settles a run at close: orders delivered or to reschedule, the place freed, exact sums in cents', async () => {
    const metrics = shop.app.get(MetricsService);
    const before = await metrics.registry.getSingleMetric('shop_delivery_collected_cents_total')!.get();
    const cashBefore = before.values.find((value) => value.labels.kind === 'cash')?.value ?? 0;
    const { runId, run, orders } = await startedRun(['30040', '30041', '30028', '30028']);
    const [s1, s2, s3, s4] = run.stops as [DeliveryRun['stops'][0], ...DeliveryRun['stops']];
    // Stop 1 pays in cash exactly, stop 2 in cash $1.37 short, stop 3 by card, stop 4 nobody home.
    const short = fromCents(toCents(s2!.expectedAmount) - 137);
    await record(s1.id!, { outcome: 'delivered', collected: { kind: 'cash', amount: s1.expectedAmount } }).expect(200);
    await record(s2!.id!, { outcome: 'delivered', collected: { kind: 'cash', amount: short } }).expect(200);
    await record(s3!.id!, { outcome: 'delivered', collected: { kind: 'card', amount: s3!.expectedAmount } }).expect(
      200,
    );
    await record(s4!.id!, { outcome: 'failed', reason: 'nobody_home' }).expect(200);
    const recordedCash = toCents(s1.expectedAmount) + toCents(short);
    // The driver hands in 5 cents less than recorded; the terminal agrees with the card stop.
    const countedCash = fromCents(recordedCash - 5);

    const closed = deliveryRunSchema.parse((await close(runId, countedCash, s3!.expectedAmount).expect(200)).body);

    const expectedDelivered = sumCents([s1.expectedAmount, s2!.expectedAmount, s3!.expectedAmount]);
    expect(closed.status).toBe('closed');
    expect(closed.countedCash).toBe(countedCash);
    expect(closed.reconciliation).toEqual({
      expectedDelivered: fromCents(expectedDelivered),
      recordedCash: fromCents(recordedCash),
      recordedCard: s3!.expectedAmount,
      recordedTotal: fromCents(expectedDelivered - 137),
      recordedDifference: '-1.37',
      expectedFailed: s4!.expectedAmount,
      countedCash,
      cardTerminalTotal: s3!.expectedAmount,
      cashDifference: '-0.05',
      cardDifference: '0.00',
      stopsOff: [
        {
          stopId: s2!.id,
          sequence: 2,
          orderId: s2!.orderId,
          expected: s2!.expectedAmount,
          collected: short,
          difference: '-1.37',
        },
      ],
    });

    for (const [stop, collected] of [
      [s1, s1.expectedAmount],
      [s2!, short],
      [s3!, s3!.expectedAmount],
    ] as const) {
      const order = await orderStatus(stop.orderId);
      expect(order.status).toBe('delivered');
      expect(order.events.at(-1)).toMatchObject({ type: 'delivered', amount: collected, actorEmail: staff.email });
      expect(await bookingsOf(stop.orderId)).toBe(1);
    }
    const failed = await orderStatus(s4!.orderId);
    expect(failed.status).toBe('to_reschedule');
    expect(failed.events.at(-1)).toMatchObject({ type: 'to_reschedule', note: expect.stringContaining('Nobody home') });
    expect(await bookingsOf(s4!.orderId)).toBe(0);
    const [email] = await shop.dataSource.query(
      `SELECT kind, "toAddress", "textBody" FROM email_outbox WHERE kind = 'delivery_failed' AND "dedupeKey" LIKE $1`,
      [`delivery-failed:${s4!.orderId}:%`],
    );
    expect(email.toAddress).toBe(checkoutForm.email);
    expect(email.textBody).toContain(new URL(`/orders/${s4!.orderId}`, shop.config.publicUrl).href);
    expect(email.textBody).toContain('nobody was home');
    expect(orders.map((order) => order.id).sort()).toEqual(closed.stops.map((stop) => stop.orderId).sort());

    const audit = auditPageSchema
      .parse((await owner.get(`/api/admin/audit?entityType=delivery&pageSize=100`).expect(200)).body)
      .items.find((entry) => entry.action === 'delivery.run_closed' && entry.entityId === `run:${runId}`);
    expect(audit).toMatchObject({ actor: { email: staff.email }, after: { reconciliation: closed.reconciliation } });

    const after = await metrics.registry.getSingleMetric('shop_delivery_collected_cents_total')!.get();
    expect(after.values.find((value) => value.labels.kind === 'cash')!.value - cashBefore).toBe(recordedCash);
    const stops = await metrics.registry.getSingleMetricAsString('shop_delivery_stops_total');
    expect(stops).toMatch(/shop_delivery_stops_total\{outcome="failed",reason="nobody_home"\} [1-9]/);

    // Settled: no more outcomes, no second close.
    expect((await record(s4!.id!, { outcome: 'failed', reason: 'refused' }).expect(409)).body.code).toBe(
      'DELIVERY_RUN_CLOSED',
    );
    expect((await close(runId, '0', '0').expect(409)).body.code).toBe('DELIVERY_RUN_CLOSED');
    expect((await start(runId).expect(409)).body.code).toBe('DELIVERY_RUN_CLOSED');
  });

  it('suspends pay on delivery at the limit of missed deliveries, until staff reinstate the shopper', async () => {
    const shopper = await shopperWithCart(shop, []);
    const { id: customerId } = clientUserSchema.parse((await shopper.get('/api/auth/user').expect(200)).body);
    const missAll = async (
      runId: number,
      stops: DeliveryRun['stops'],
      reason: 'nobody_home' | 'refused' | 'wrong_address',
    ) => {
      for (const stop of stops) await record(stop.id!, { outcome: 'failed', reason }).expect(200);
      await close(runId, '0', '0').expect(200);
    };
    const standing = async (orderId: number) =>
      payOnDeliveryStandingSchema.parse((await staff.get(payOnDeliveryStandingPath(orderId)).expect(200)).body);

    // A wrong address is not the shopper's fault for sure: not counted.
    const wrong = await startedRun(['30040'], [shopper]);
    await missAll(wrong.runId, wrong.run.stops, 'wrong_address');
    expect(await standing(wrong.orders[0]!.id)).toEqual({ customerId, noShows: 0, maxNoShows: 2, suspendedAt: null });
    // Staff cancel it: the shopper's open pay-on-delivery orders stay under the limit.
    await staff.post(`/api/admin/orders/${wrong.orders[0]!.id}/status`, { status: 'cancelled' }).expect(200);

    const firstMiss = await startedRun(['30041'], [shopper]);
    await missAll(firstMiss.runId, firstMiss.run.stops, 'nobody_home');
    expect((await standing(firstMiss.orders[0]!.id)).noShows).toBe(1);
    expect(checkoutOptionsSchema.parse((await shopper.get('/api/checkout/options')).body).paymentMethods).toContain(
      'pay_on_delivery',
    );

    const secondMiss = await startedRun(['30028'], [shopper]);
    await missAll(secondMiss.runId, secondMiss.run.stops, 'refused');

    const suspended = await standing(secondMiss.orders[0]!.id);
    expect(suspended).toEqual({ customerId, noShows: 2, maxNoShows: 2, suspendedAt: clock.now().toISOString() });
    await shopper.post('/api/cart', { productId: oil.id, quantity: 1 }).expect(201);
    const refused = await placeOrder(shopper, 'pay_on_delivery').expect(409);
    expect(refused.body.code).toBe('PAY_ON_DELIVERY_SUSPENDED');
    const boxes = await boxCatalog(shop);
    const box = {
      planId: boxes.planWith(2).id,
      shippingAddress: boxAddress,
      selectedOils: [boxes.oils[1]!.id, boxes.oils[2]!.id],
      paymentMethod: 'pay_on_delivery',
    };
    expect((await subscribe(shopper, box).expect(409)).body.code).toBe('PAY_ON_DELIVERY_SUSPENDED');
    expect(checkoutOptionsSchema.parse((await shopper.get('/api/checkout/options')).body).paymentMethods).not.toContain(
      'pay_on_delivery',
    );
    // Others still see it.
    expect(
      checkoutOptionsSchema.parse((await request(shop.http).get('/api/checkout/options')).body).paymentMethods,
    ).toContain('pay_on_delivery');

    expect(
      (await shopper.put(payOnDeliveryStandingPath(secondMiss.orders[0]!.id), { reinstate: true }).expect(403)).body
        .code,
    ).toBe('STAFF_ONLY');
    expect(
      (await staff.put(payOnDeliveryStandingPath(secondMiss.orders[0]!.id), { reinstate: false }).expect(400)).body
        .fieldErrors[0].field,
    ).toBe('reinstate');
    const reinstated = payOnDeliveryStandingSchema.parse(
      (await staff.put(payOnDeliveryStandingPath(secondMiss.orders[0]!.id), { reinstate: true }).expect(200)).body,
    );
    expect(reinstated).toEqual({ customerId, noShows: 0, maxNoShows: 2, suspendedAt: null });
    await placeOrder(shopper, 'pay_on_delivery').expect(201);

    const audit = auditPageSchema.parse(
      (await owner.get(`/api/admin/audit?entityType=user&entityId=${customerId}`).expect(200)).body,
    ).items;
    expect(audit.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['customer.pay_on_delivery_reinstated', staff.email],
      ['customer.pay_on_delivery_suspended', staff.email],
    ]);
    expect(audit[1]!.after).toMatchObject({ noShows: 2, runId: `run:${secondMiss.runId}` });
  });
});
