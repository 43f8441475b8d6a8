import { randomUUID } from 'node:crypto';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { type AppInstances, startAppInstances } from '../../test/app-instances.js';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { subscribeWithWindow } from '../../test/box-delivery-helpers.js';
import { SettableClock, oilsByName, planWithBottles, setStock } from '../../test/renewal-helpers.js';
import { SmtpTestServer } from '../../test/smtp-test-server.js';
import { startStripeDouble, stripeDoubleSettings } from '../../test/stripe-double.js';
import type { TestApp } from '../../test/test-app.js';
import { Outbox } from '../mail/outbox.js';
import { OutboxWorker } from '../mail/outbox-worker.js';
import { AbandonedOrderSweeper } from '../orders/abandoned-order-sweeper.js';
import { RenewalScheduler } from '../subscriptions/renewal-scheduler.js';

const PROCESSES = 3;

/**
 * The background jobs with several API processes on one PostgreSQL, each running its own timers:
 * the renewal run (boxes set aside and booked into a delivery window at their cutoff, pay-on-delivery
 * renewals made orders), the e-mail outbox and the abandoned-order sweep. Each process here is a
 * whole app with its own pool, and the test fires every app's timer entry (what its timer calls) at
 * the same moment: every piece of work is done once, because each job takes its rows with
 * FOR UPDATE SKIP LOCKED. On PGlite one app stands for all three (one process by construction, see
 * startAppInstances), so there the ticks join one run and only the outcome is checked; the race is
 * real with TEST_DATABASE_URL, as CI runs it.
 */
describe(`background jobs on ${PROCESSES} processes`, () => {
  const clock = new SettableClock(new Date());
  const smtp = new SmtpTestServer();
  let stripe: Awaited<ReturnType<typeof startStripeDouble>>;
  let cluster: AppInstances;
  let first: TestApp;

  beforeAll(async () => {
    await smtp.start();
    stripe = await startStripeDouble();
    cluster = await startAppInstances(PROCESSES, {
      clock,
      env: {
        ...stripeDoubleSettings(stripe.url),
        PAYMENT_PAY_ON_DELIVERY: 'true',
        SMTP_URL: smtp.url,
      },
    });
    first = cluster.instances[0]!;
    await first.dataSource.query(`UPDATE products SET stock = 100000`);
    // Room for every box in any window: the test is about each box being booked once, not about full windows.
    await first.dataSource.query(`UPDATE delivery_windows SET capacity = 200`);
    // Three apps start, one after the other.
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await stripe?.close();
    await smtp.stop();
  });

  /** Every process's timer fires at once. */
  const onEveryProcess = <T>(tick: (instance: TestApp) => Promise<T>) => Promise.all(cluster.instances.map(tick));

  it('cancels each abandoned card order once: one timeline entry and one return of its stock', async () => {
    clock.set(new Date());
    const orders = 12;
    const [product] = (await first.dataSource.query(`SELECT id, stock FROM products ORDER BY id LIMIT 1`)) as {
      id: number;
      stock: number;
    }[];
    const ids: number[] = [];
    for (let index = 0; index < orders; index += 1) {
      const client = await shopperWithCart(first, [{ productId: product!.id, quantity: 2 }]);
      const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'stripe').expect(201)).body);
      ids.push(placed.order.id);
    }
    // As a process that stopped between committing each order and reaching Stripe leaves them.
    await first.dataSource.query(
      `UPDATE orders SET "stripeCheckoutSessionId" = NULL, "paymentUrl" = NULL WHERE id = ANY($1::int[])`,
      [ids],
    );
    clock.set(new Date(Date.now() + 31 * 60_000));

    await onEveryProcess((instance) => instance.app.get(AbandonedOrderSweeper).sweep());

    const timeline: { orderId: number; status: string; cancellations: number }[] = await first.dataSource.query(
      `SELECT o.id AS "orderId", o.status,
              (SELECT count(*)::int FROM order_events e WHERE e."orderId" = o.id AND e.type = 'cancelled') AS cancellations
         FROM orders o WHERE o.id = ANY($1::int[]) ORDER BY o.id`,
      [ids],
    );
    expect(timeline).toEqual(ids.map((orderId) => ({ orderId, status: 'cancelled', cancellations: 1 })));
    const [{ stock }] = await first.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [product!.id]);
    expect(stock).toBe(product!.stock);
    // A second round finds nothing left.
    expect(await onEveryProcess((instance) => instance.app.get(AbandonedOrderSweeper).sweep())).toEqual(
      cluster.instances.map(() => 0),
    );
  });

  it('sends each waiting e-mail once', async () => {
    await first.dataSource.query(`DELETE FROM email_outbox`);
    const addresses = Array.from({ length: 60 }, () => `shopper-${randomUUID()}@example.com`);
    await first.dataSource.transaction(async (manager) => {
      for (const to of addresses)
        await first.app.get(Outbox).enqueue(manager, {
          kind: 'order_confirmation',
          dedupeKey: `several-processes:${to}`,
          to,
          subject: 'Your order',
          text: 'Confirmed.',
        });
    });
    // Rows are written at the database's time: the clock is never behind it.
    clock.set(new Date(Date.now() + 1_000));
    const received = smtp.received.length;

    const runs = await onEveryProcess((instance) => instance.app.get(OutboxWorker).tick());

    const delivered = smtp.received.slice(received).flatMap((mail) => mail.rcptTo);
    expect([...delivered].sort()).toEqual([...addresses].sort());
    const statuses: { status: string; attempts: number; count: number }[] = await first.dataSource.query(
      `SELECT status, attempts, count(*)::int AS count FROM email_outbox GROUP BY 1, 2`,
    );
    expect(statuses).toEqual([{ status: 'sent', attempts: 1, count: addresses.length }]);
    if (cluster.separate) expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(addresses.length);
  });

  it('renews each due subscription once, booking each box into its delivery window once', async () => {
    clock.set('2031-01-10T12:00:00.000Z');
    const plan = await planWithBottles(first, 2);
    const oils = [...(await oilsByName(first)).values()].map((oil) => oil.id).slice(0, 2);
    for (const oil of oils) await setStock(first, oil, 100000);
    const subscriptions: number[] = [];
    for (let index = 0; index < 24; index += 1)
      subscriptions.push((await subscribeWithWindow(first, { planId: plan, selectedOils: oils })).subscriptionId);
    const [box] = (await first.dataSource.query(
      `SELECT min("cutoffAt") AS "cutoffAt", max("cutoffAt") AS "lastCutoff", min("renewsAt") AS "renewsAt"
         FROM subscription_cycles WHERE sequence = 1 AND "subscriptionId" = ANY($1::int[])`,
      [subscriptions],
    )) as { cutoffAt: Date; lastCutoff: Date; renewsAt: Date }[];
    expect(box!.cutoffAt).toEqual(box!.lastCutoff);

    const perBox = async () =>
      (await first.dataSource.query(
        `SELECT c."subscriptionId", c.state,
                (SELECT count(*)::int FROM delivery_bookings b WHERE b."subscriptionCycleId" = c.id) AS bookings,
                (SELECT count(*)::int FROM orders o WHERE o."idempotencyKey" = 'subscription-box-' || c.id) AS orders
           FROM subscription_cycles c
          WHERE c.sequence = 1 AND c."subscriptionId" = ANY($1::int[]) ORDER BY c."subscriptionId"`,
        [subscriptions],
      )) as { subscriptionId: number; state: string; bookings: number; orders: number }[];
    const tickEverywhere = () => onEveryProcess((instance) => instance.app.get(RenewalScheduler).tick());

    // The cutoff: every box set aside and booked, once.
    clock.set(new Date(new Date(box!.cutoffAt).getTime() + 60_000));
    const atCutoff = await tickEverywhere();
    expect(await perBox()).toEqual(
      subscriptions.map((subscriptionId) => ({ subscriptionId, state: 'locked', bookings: 1, orders: 0 })),
    );
    if (cluster.separate) expect(atCutoff.reduce((sum, run) => sum + run.subscriptions, 0)).toBe(subscriptions.length);

    // The renewal: every box becomes one order, which takes over the box's place.
    clock.set(new Date(new Date(box!.renewsAt).getTime() + 60_000));
    await tickEverywhere();
    expect(await perBox()).toEqual(
      subscriptions.map((subscriptionId) => ({ subscriptionId, state: 'ordered', bookings: 1, orders: 1 })),
    );
    const [{ orders }] = await first.dataSource.query(
      `SELECT count(*)::int AS orders FROM orders WHERE "subscriptionId" = ANY($1::int[])`,
      [subscriptions],
    );
    // Box 0 at checkout, box 1 at its renewal.
    expect(orders).toBe(subscriptions.length * 2);
  });
});
