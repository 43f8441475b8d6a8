import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { apiRoot } from './config/paths.js';
import { type DatabaseConnection, startEmbeddedPostgres } from './database/database-connection.js';
import { createTestDatabase } from './testing/test-database.js';
import { checkoutForm } from './testing/checkout-helpers.js';
import { newShopper } from './testing/shopper-agent.js';

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

/** A shopper placing one order after another until the server stops answering. */
async function shopperPlacingOrders(
  origin: string,
  worker: number,
  signalled: () => number | undefined,
  acknowledged: { id: number; answeredAt: number; startedAt: number }[],
): Promise<void> {
  const headers = {
    'Content-Type': 'application/json',
    'Sec-Fetch-Site': 'same-origin',
    'X-Forwarded-For': `198.51.100.${worker + 1}`,
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
  const session = { ...headers, cookie };
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
    while (acknowledged.length < 30) await sleep(20);
    const signalledAt = performance.now();
    signal.at = signalledAt;
    server.process.kill('SIGTERM');
    await Promise.all(workers);
    expect(await exited).toBe(0);

    // Requests that were running when the signal came were answered, not cut off.
    expect(
      acknowledged.filter((order) => order.startedAt < signalledAt && order.answeredAt > signalledAt).length,
    ).toBeGreaterThan(0);

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
