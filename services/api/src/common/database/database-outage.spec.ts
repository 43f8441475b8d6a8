import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { startAppOn } from '../../../test/app-instances.js';
import { checkoutForm } from '../../../test/checkout-helpers.js';
import { browser, newShopper } from '../../../test/shopper-agent.js';
import { SmtpTestServer } from '../../../test/smtp-test-server.js';
import { startTcpFaultProxy, type TcpFaultProxy } from '../../../test/tcp-fault-proxy.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { Outbox } from '../../mail/outbox.js';
import { OutboxWorker } from '../../mail/outbox-worker.js';
import { AbandonedOrderSweeper } from '../../orders/abandoned-order-sweeper.js';
import { RenewalScheduler } from '../../subscriptions/renewal-scheduler.js';
import type { DatabaseConnection } from './database-connection.js';

/** Far longer than any answer may take while the database is away (connect timeout 2 s): a hang, not slowness. */
const NO_HANG_MS = 10_000;
const SHOPPERS = 4;
const READERS = 2;
/** Orders acknowledged before the cut, and again after the database is back. */
const ORDERS_EACH_SIDE = 6;

interface Answer {
  what: string;
  status: number;
  ms: number;
  code?: string;
  retryAfter?: string;
  /** Sent or answered while the link was cut. */
  duringCut: boolean;
  /** Both sent and answered while it was cut. */
  wholeDuringCut: boolean;
}

/**
 * PostgreSQL goes away under load and comes back: the link between the app and its database is
 * cut with a TCP proxy (what a restart looks like from the app) while shoppers browse and check
 * out, then restored. Every request is answered quickly, 503 DATABASE_DOWN with Retry-After while
 * the database is away (or served from what the process keeps), readiness fails, the background
 * jobs shrug, the app serves again by itself, no acknowledged order is lost and a checkout retried
 * with its Idempotency-Key makes one order. Through the proxy to PGlite by default, to PostgreSQL
 * with TEST_DATABASE_URL.
 */
describe('the database cut under load', () => {
  let database: DatabaseConnection;
  let proxy: TcpFaultProxy;
  let smtp: SmtpTestServer;
  let shop: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase({ migratedOnPglite: true });
    const url = new URL(database.url);
    proxy = await startTcpFaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = proxy.address;
    smtp = new SmtpTestServer();
    await smtp.start();
    shop = await startAppOn(
      { ...database, url: url.toString(), close: async () => undefined },
      {
        captureLogs: true,
        seed: true,
        env: {
          PAYMENT_PAY_ON_DELIVERY: 'true',
          PAY_ON_DELIVERY_MAX_OPEN_ORDERS: '100',
          SMTP_URL: smtp.url,
          // The timers run through the outage as in production (every second here).
          SUBSCRIPTION_SCHEDULER_SECONDS: '1',
          MAIL_WORKER_SECONDS: '1',
        },
      },
    );
    await shop.dataSource.query(`UPDATE products SET stock = 1000000`);
  });
  afterAll(async () => {
    await shop?.close();
    await proxy?.close();
    await smtp?.stop();
    await database?.close();
  });

  it('answers 503 DATABASE_DOWN at once while it is away, recovers by itself and loses no order', async () => {
    const answers: Answer[] = [];
    const state = { cut: false, stop: false };
    /** Order ids answered 201, with the Idempotency-Key that placed them. */
    const acknowledged: { id: number; key: string }[] = [];
    const keysRefused = new Set<string>();

    const record = async (what: string, send: () => request.Test): Promise<request.Response> => {
      const duringCut = state.cut;
      const started = performance.now();
      const response = await send();
      const body = response.body as { code?: string };
      answers.push({
        what,
        status: response.status,
        ms: performance.now() - started,
        ...(body?.code ? { code: body.code } : {}),
        ...(response.headers['retry-after'] ? { retryAfter: String(response.headers['retry-after']) } : {}),
        duringCut: duringCut || state.cut,
        wholeDuringCut: duringCut && state.cut,
      });
      return response;
    };

    const products = (await request(shop.http).get('/api/products').expect(200)).body as { id: number }[];

    /** One checkout attempt with this Idempotency-Key; a 201 is an acknowledged order. */
    const checkOut = async (client: ReturnType<typeof browser>, key: string) => {
      const placed = await record('checkout', () =>
        client.agent
          .post('/api/orders')
          .set('Sec-Fetch-Site', 'same-origin')
          .set('Idempotency-Key', key)
          .send({ ...checkoutForm, paymentMethod: 'pay_on_delivery' }),
      );
      if (placed.status === 201) acknowledged.push({ id: placeOrderResponseSchema.parse(placed.body).order.id, key });
      if (placed.status === 503) keysRefused.add(key);
      return placed.status;
    };
    /** As a client honouring 503: the same request again (a checkout with the same key) until it is answered. */
    const untilAnswered = async (send: () => Promise<number>) => {
      while (!state.stop && (await send()) === 503) await sleep(200);
    };

    /** A signed-in shopper (every request reads the session from the database) checking out again and again. */
    const shopper = async (index: number) => {
      const client = browser(shop);
      await client.post('/api/auth/register', newShopper()).expect(201);
      for (let round = 0; !state.stop; round += 1) {
        const productId = products[(index + round) % products.length]!.id;
        await untilAnswered(
          async () => (await record('cart', () => client.post('/api/cart', { productId, quantity: 1 }))).status,
        );
        const key = randomUUID();
        await untilAnswered(() => checkOut(client, key));
        await record('account', () => client.get('/api/orders'));
      }
    };
    const reader = async (index: number) => {
      for (let round = 0; !state.stop; round += 1) {
        await record('products', () => request(shop.http).get('/api/products'));
        const id = products[(index + round) % products.length]!.id;
        await record('product', () => request(shop.http).get(`/api/products/${id}`));
      }
    };
    const readiness = () => record('readiness', () => request(shop.http).get('/api/health'));

    // A shopper whose checkout will be sent while the database is away.
    const late = browser(shop);
    await late.post('/api/auth/register', newShopper()).expect(201);
    await late.post('/api/cart', { productId: products[0]!.id, quantity: 2 }).expect(201);
    const lateKey = randomUUID();

    const load = [
      ...Array.from({ length: SHOPPERS }, (_, index) => shopper(index)),
      ...Array.from({ length: READERS }, (_, index) => reader(index)),
    ];
    try {
      await waitFor(() => acknowledged.length >= ORDERS_EACH_SIDE, 'orders before the cut');

      await proxy.cut();
      state.cut = true;
      await waitFor(async () => (await readiness()).status === 503, 'readiness to fail');
      expect(await checkOut(late, lateKey)).toBe(503);
      await waitFor(
        () => answers.filter((answer) => answer.wholeDuringCut && answer.status === 503).length >= 10,
        'requests refused',
      );
      // The background jobs run into the outage too (their timers as well as these runs): none throws.
      await expect(shop.app.get(AbandonedOrderSweeper).sweep()).resolves.toBe(0);
      await expect(shop.app.get(RenewalScheduler).tick()).resolves.toEqual({ subscriptions: 0 });
      await expect(shop.app.get(OutboxWorker).tick()).resolves.toEqual({ sent: 0, failed: 0 });
      // Let the load run into the cut for a while: timers tick, idle connections are found broken.
      await sleep(2_000);

      await proxy.restore();
      state.cut = false;
      await waitFor(async () => (await readiness()).status === 200, 'readiness to pass again');
      // The refused checkout, sent again with its key, is placed once.
      expect(await checkOut(late, lateKey)).toBe(201);
      const recovered = acknowledged.length;
      await waitFor(() => acknowledged.length >= recovered + ORDERS_EACH_SIDE, 'orders after the database came back');
    } finally {
      state.stop = true;
      await proxy.restore();
      await Promise.all(load);
    }

    // Every request was answered, and soon: served, or 503 DATABASE_DOWN with Retry-After.
    expect(answers.filter((answer) => answer.ms >= NO_HANG_MS)).toEqual([]);
    expect(answers.filter((answer) => ![200, 201, 503].includes(answer.status))).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((answer) => answer.code !== 'DATABASE_DOWN' || answer.retryAfter !== '5')).toEqual([]);
    // Only while the link was cut (or for a request that began before it came back).
    expect(refused.filter((answer) => !answer.duringCut)).toEqual([]);
    for (const what of ['checkout', 'readiness']) expect(refused.some((answer) => answer.what === what)).toBe(true);
    // Nothing that needs the database was served while it was away.
    expect(
      answers.filter((answer) => answer.wholeDuringCut && answer.what !== 'products' && answer.status !== 503),
    ).toEqual([]);

    // Nothing acknowledged is lost; every checkout, retried after a 503 or not, made one order.
    const ids = acknowledged.map((order) => order.id);
    const stored: { id: number; idempotencyKey: string }[] = await shop.dataSource.query(
      `SELECT id, "idempotencyKey" FROM orders WHERE id = ANY($1::int[])`,
      [ids],
    );
    expect(stored.map((order) => order.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const keys = acknowledged.map((order) => order.key);
    const perKey: { idempotencyKey: string; orders: number }[] = await shop.dataSource.query(
      `SELECT "idempotencyKey", count(*)::int AS orders FROM orders WHERE "idempotencyKey" = ANY($1::text[]) GROUP BY 1`,
      [keys],
    );
    expect(perKey.filter((row) => row.orders !== 1)).toEqual([]);
    expect(perKey).toHaveLength(keys.length);
    expect(keys).toContain(lateKey);
    expect([...keysRefused].filter((key) => !keys.includes(key))).toEqual([]);

    // The jobs work again: their timers send every e-mail the orders queued (one each).
    const unsent = async () =>
      (
        (await shop.dataSource.query(`SELECT count(*)::int AS n FROM email_outbox WHERE status <> 'sent'`)) as {
          n: number;
        }[]
      )[0]!.n;
    await waitFor(async () => (await unsent()) === 0, 'the outbox to be sent');
    const [{ queued }] = await shop.dataSource.query(`SELECT count(*)::int AS queued FROM email_outbox`);
    expect(smtp.received).toHaveLength(queued);

    // The log: one error when the outage began and one line when it ended, nothing per request
    // but each request's own closing line (a 503 at warn): no 500, no failed job run.
    const lines = shop.logLines.map((line) => ({ ...line, level: line.level as number, msg: String(line.msg) }));
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^The database is unreachable \(.+\): requests answer 503 DATABASE_DOWN/),
    ]);
    const ended = lines.filter((line) => line.msg.startsWith('The database answers again after'));
    expect(ended).toHaveLength(1);
    // The probe that saw it is no request's.
    expect(ended[0]).not.toHaveProperty('requestId');
  }, 120_000);

  it('writes down an e-mail sent while the database went away once it is back, and never sends it twice', async () => {
    const to = `shopper-${randomUUID()}@example.com`;
    await shop.dataSource.transaction((manager) =>
      shop.app.get(Outbox).enqueue(manager, {
        kind: 'order_confirmation',
        dedupeKey: `outage:${to}`,
        to,
        subject: 'Your order',
        text: 'Confirmed.',
      }),
    );
    const statusOf = async () =>
      (
        (await shop.dataSource.query(`SELECT status FROM email_outbox WHERE "toAddress" = $1`, [to])) as {
          status: string;
        }[]
      )[0]!.status;
    // The worker's timer claims it; the SMTP server is slow to accept, and the link goes meanwhile.
    smtp.slowDataMs = 1_500;
    const started = smtp.messagesStarted;
    try {
      await waitFor(() => smtp.messagesStarted > started, 'the e-mail to be sent');
      await proxy.cut();
      await waitFor(() => smtp.receivedBy(to).length === 1, 'the SMTP server to accept it');
      // Its claim lasts 10 minutes: without the note the worker kept, it would be sent again after.
      await sleep(1_000);
    } finally {
      smtp.slowDataMs = 0;
      await proxy.restore();
    }
    await waitFor(async () => (await statusOf()) === 'sent', 'the e-mail to be marked sent');
    expect(smtp.receivedBy(to)).toHaveLength(1);
  });
});

/** Polls until `condition` holds; a minute without is a failure (of recovery, not of speed). */
async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await sleep(50);
  }
}
