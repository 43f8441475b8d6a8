import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { apiRoot } from './config/paths.js';
import { type DatabaseConnection, startEmbeddedPostgres } from './common/database/database-connection.js';
import { createTestDatabase } from '../test/test-database.js';
import { checkoutForm } from '../test/checkout-helpers.js';
import { newShopper } from '../test/shopper-agent.js';

const WORKERS = 12;

/** The built server (`npm start`'s process) on its own database, as a platform runs it. */
async function startServer(env: Record<string, string>): Promise<{ process: ChildProcess; origin: string }> {
  const server = spawn(process.execPath, [join(apiRoot, 'dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      TRUST_PROXY: 'true',
      SEED_ON_START: 'true',
      PAYMENT_PAY_ON_DELIVERY: 'true',
      RATE_LIMIT_SIGN_UP_PER_ADDRESS: '1000/1m',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Shop ready on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) => reject(new Error(`The server exited with ${code} before it was ready:\n${output}`)));
  });
  return { process: server, origin };
}

/** A new shopper's request headers, signed in (from its own client address). */
async function signedUpShopper(origin: string, address: string): Promise<Record<string, string>> {
  const headers = {
    'Content-Type': 'application/json',
    'Sec-Fetch-Site': 'same-origin',
    'X-Forwarded-For': address,
  };
  const signUp = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify(newShopper()),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { ...headers, cookie };
}

/**
 * An order whose body arrives in two parts. Once the server has read its headers the request is
 * in flight, however slow the machine: SIGTERM may come between the parts, and the server must
 * still read the rest, place the order and answer. (Requests merely queued in a socket when the
 * signal comes are another matter: a closing server may drop those, and clients retry them.)
 */
function orderInTwoParts(origin: string, session: Record<string, string>) {
  const body = Buffer.from(JSON.stringify({ ...checkoutForm, paymentMethod: 'pay_on_delivery' }));
  const half = Math.floor(body.length / 2);
  const sent = httpRequest(new URL('/api/orders', origin), {
    method: 'POST',
    headers: { ...session, 'Idempotency-Key': `shutdown-two-parts-${process.pid}`, 'Content-Length': body.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.on('error', reject);
    sent.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  const firstPartWritten = new Promise<void>((resolve) => sent.write(body.subarray(0, half), () => resolve()));
  return { firstPartWritten, sendTheRest: () => sent.end(body.subarray(half)), answer };
}

/** A shopper placing one order after another until the server stops answering. */
async function shopperPlacingOrders(
  origin: string,
  worker: number,
  signalled: () => number | undefined,
  acknowledged: { id: number; answeredAt: number; startedAt: number }[],
): Promise<void> {
  const session = await signedUpShopper(origin, `198.51.100.${worker + 1}`);
  for (let round = 0; ; round += 1) {
    try {
      const productId = 1 + ((worker + round) % 17);
      await fetch(`${origin}/api/cart`, {
        method: 'POST',
        headers: session,
        body: JSON.stringify({ productId, quantity: 1 }),
      });
      const startedAt = performance.now();
      const answer = await fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { ...session, 'Idempotency-Key': `shutdown-${worker}-${round}-${process.pid}` },
        body: JSON.stringify({ ...checkoutForm, paymentMethod: 'pay_on_delivery' }),
      });
      if (answer.status === 201) {
        const { order } = (await answer.json()) as { order: { id: number } };
        acknowledged.push({ id: order.id, answeredAt: performance.now(), startedAt });
      }
      if (signalled() !== undefined && startedAt > signalled()!) return;
    } catch {
      return; // connection refused or closed: the server has stopped taking requests
    }
  }
}

/**
 * SIGTERM under load loses no acknowledged order: every order the server answered 201 for is in
 * the database after the process exits, requests in flight at the signal are finished, and the
 * process exits 0. On the embedded database (PGlite) by default, on PostgreSQL in CI.
 */
describe('SIGTERM under load', () => {
  let dataDir: string | undefined;
  let database: DatabaseConnection | undefined;

  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, keeps every acknowledged order and exits 0', async () => {
    const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
    if (onPostgres) database = await createTestDatabase();
    else dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
    const server = await startServer(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir! });
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));

    const acknowledged: { id: number; answeredAt: number; startedAt: number }[] = [];
    const signal: { at?: number } = {};
    const workers = Array.from({ length: WORKERS }, (_, worker) =>
      shopperPlacingOrders(server.origin, worker, () => signal.at, acknowledged),
    );
    // One more shopper, whose order is half sent when the signal comes.
    const late = await signedUpShopper(server.origin, '198.51.100.200');
    const cart = await fetch(`${server.origin}/api/cart`, {
      method: 'POST',
      headers: late,
      body: JSON.stringify({ productId: 1, quantity: 1 }),
    });
    expect(cart.status).toBe(201);
    while (acknowledged.length < 30) await sleep(20);
    const halfSent = orderInTwoParts(server.origin, late);
    await halfSent.firstPartWritten;
    // The server reads the headers as soon as it gets to the socket; give a loaded machine time.
    await sleep(1_000);
    const signalledAt = performance.now();
    signal.at = signalledAt;
    server.process.kill('SIGTERM');
    await sleep(200);
    halfSent.sendTheRest();
    const lateAnswer = await halfSent.answer;
    await Promise.all(workers);
    expect(await exited).toBe(0);

    // The request in flight when the signal came was answered, not cut off, and its order is kept.
    expect(lateAnswer.status).toBe(201);
    const lateOrder = (JSON.parse(lateAnswer.body) as { order: { id: number } }).order;
    acknowledged.push({ id: lateOrder.id, answeredAt: performance.now(), startedAt: signalledAt });

    const client = database
      ? new pg.Client({ connectionString: database.url })
      : new pg.Client({ connectionString: (database = await startEmbeddedPostgres(dataDir)).url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>('SELECT id FROM orders WHERE id = ANY($1::int[])', [
      acknowledged.map((order) => order.id),
    ]);
    await client.end();
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      acknowledged.map((order) => order.id).sort((a, b) => a - b),
    );
  }, 120_000);
});
