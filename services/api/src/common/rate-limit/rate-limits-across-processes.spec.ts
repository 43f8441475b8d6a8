import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { apiRoot } from '../../config/paths.js';
import type { DatabaseConnection } from '../database/database-connection.js';
import { checkoutForm } from '../../../test/checkout-helpers.js';
import { newShopper, uniqueClientIp } from '../../../test/shopper-agent.js';
import { startTcpFaultProxy, type TcpFaultProxy } from '../../../test/tcp-fault-proxy.js';
import { migratedTemplate } from '../../../test/migrated-template.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { testRedisAddress, testRedisNamespace } from '../../../test/test-redis.js';

/**
 * Sign-in limits over three API processes (the built server, `npm start`'s process) sharing one
 * Redis through a link the test cuts, as HAProxy's round robin would spread an attacker's guesses.
 * Each process has its own database: the limits are keyed by e-mail address and client address,
 * never by a database row, so what they allow does not depend on it (the shared-database cluster
 * is the cluster suite's). On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */

const PROCESSES = 3;
const METRICS_TOKEN = 'a-metrics-token-for-the-processes-test';
/** Long enough for any healthy answer many times over: a request waiting on a dead Redis fails it. */
const ANSWER_BOUND_MS = 5_000;
/** Migrating a fresh embedded database on a busy two-core machine takes a while; three at once longer. */
const START_BOUND_MS = 200_000;

interface ShopProcess {
  child: ChildProcess;
  origin: string;
  /** Every JSON log line the process wrote. */
  logLines: Record<string, unknown>[];
  exited: Promise<unknown>;
}

async function startProcess(env: Record<string, string>): Promise<ShopProcess> {
  const child = spawn(process.execPath, [join(apiRoot, 'dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SERVE_WEB: 'false',
      TRUST_PROXY: 'true',
      SEED_ON_START: 'true',
      PAYMENT_PAY_ON_DELIVERY: 'true',
      METRICS_TOKEN,
      CLUSTER_PROCESSES: String(PROCESSES),
      MAIL_WORKER_SECONDS: '0',
      SUBSCRIPTION_SCHEDULER_SECONDS: '0',
      SHUTDOWN_GRACE_SECONDS: '5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const logLines: Record<string, unknown>[] = [];
  let output = '';
  let partial = '';
  const origin = await new Promise<string>((resolve, reject) => {
    // A start that never ends must not leave its process behind the test.
    const tooLate = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${START_BOUND_MS} ms:\n${output}`));
    }, START_BOUND_MS);
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('{')) {
          logLines.push(JSON.parse(line) as Record<string, unknown>);
          continue;
        }
        output += `${line}\n`;
        const port = /Shop ready on http:\/\/localhost:(\d+)/.exec(line)?.[1];
        if (port) {
          clearTimeout(tooLate);
          resolve(`http://127.0.0.1:${port}`);
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(tooLate);
      reject(new Error(`The server exited with ${String(code)} before it was ready:\n${output}`));
    });
  });
  return { child, origin, logLines, exited };
}

/**
 * Embedded database folders with every migration applied, one per process: made once from the
 * suites' migrated template and copied, since three processes migrating fresh databases at once
 * take minutes on a busy two-core machine. Each folder is added to `made` as soon as it exists.
 */
async function migratedDataDirs(count: number, made: string[]): Promise<string[]> {
  const first = mkdtempSync(join(tmpdir(), 'shop-rate-limits-'));
  made.push(first);
  const database = await PGlite.create(join(first, 'pglite'), { loadDataDir: await migratedTemplate() });
  await database.close();
  for (let copy = 1; copy < count; copy += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-rate-limits-'));
    made.push(dataDir);
    cpSync(first, dataDir, { recursive: true });
  }
  return made.slice(-count);
}

/** One request, refused by the test if it takes longer than the bound. */
function call(
  shop: ShopProcess,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> },
) {
  return fetch(`${shop.origin}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(ANSWER_BOUND_MS),
  });
}

function signIn(shop: ShopProcess, email: string, password: string) {
  return call(shop, '/api/auth/login', { body: { email, password }, headers: { 'X-Forwarded-For': uniqueClientIp() } });
}

async function metric(shop: ShopProcess, name: string): Promise<number> {
  const answer = await call(shop, '/api/metrics', {
    method: 'GET',
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const value = new RegExp(`^${name} (\\d+)$`, 'm').exec(await answer.text())?.[1];
  if (value === undefined) throw new Error(`${name} is missing`);
  return Number(value);
}

async function passwordChecks(shops: ShopProcess[]): Promise<number> {
  const counts = await Promise.all(shops.map((shop) => metric(shop, 'shop_password_checks_total')));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The account on every process's database, so the right password is a real one wherever it lands. */
async function accountOnEvery(shops: ShopProcess[]) {
  const shopper = newShopper();
  for (const shop of shops) {
    const answer = await call(shop, '/api/auth/register', {
      body: shopper,
      headers: { 'X-Forwarded-For': uniqueClientIp() },
    });
    expect(answer.status).toBe(201);
  }
  return shopper;
}

/** `attempts` simultaneous wrong passwords for one account, each from its own address, round robin. */
async function guessBurst(shops: ShopProcess[], email: string, attempts = 30) {
  const before = await passwordChecks(shops);
  const answers = await Promise.all(
    Array.from({ length: attempts }, (_, guess) => signIn(shops[guess % shops.length]!, email, `wrong guess ${guess}`)),
  );
  const statuses = answers.map((answer) => answer.status);
  return {
    checked: (await passwordChecks(shops)) - before,
    refusedAsWrong: statuses.filter((status) => status === 401).length,
    throttled: statuses.filter((status) => status === 429).length,
    others: statuses.filter((status) => status !== 401 && status !== 429),
  };
}

function linesOf(shop: ShopProcess, level: number, start: RegExp) {
  return shop.logLines.filter((line) => line.level === level && start.test(String(line.msg)));
}
const WARN = 40;
const INFO = 30;

/** Polls until `check` holds, for at most `ms`; for what happens in the background (a reconnection). */
async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await sleep(100);
  }
}

describe('sign-in limits over three API processes on one Redis', () => {
  let namespace: Awaited<ReturnType<typeof testRedisNamespace>>;
  let link: TcpFaultProxy;
  let shops: ShopProcess[] = [];
  const databases: DatabaseConnection[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    namespace = await testRedisNamespace();
    link = await startTcpFaultProxy(testRedisAddress());
    const redis = { REDIS_URL: `redis://${link.address}`, REDIS_KEY_PREFIX: namespace.prefix };
    const databaseSettings = process.env.TEST_DATABASE_URL
      ? await Promise.all(
          Array.from({ length: PROCESSES }, async () => {
            const database = await createTestDatabase();
            databases.push(database);
            return { DATABASE_URL: database.url };
          }),
        )
      : (await migratedDataDirs(PROCESSES, dataDirs)).map((dataDir) => ({ DATA_DIR: dataDir }));
    const starts = await Promise.allSettled(
      databaseSettings.map((database) => startProcess({ ...redis, ...database })),
    );
    // Every process that did start is stopped in afterAll, even when another one failed to.
    shops = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
  }, START_BOUND_MS + 20_000);

  afterAll(async () => {
    for (const shop of shops) shop.child.kill('SIGTERM');
    await Promise.all(shops.map((shop) => shop.exited));
    await link.close();
    await namespace.close();
    for (const database of databases) await database.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks no more passwords for a burst spread over the three than one process allows, and locks the account on all', async () => {
    const victim = await accountOnEvery(shops);
    // RATE_LIMIT_SIGN_IN_PER_ACCOUNT is 5/15m: five guesses in all, wherever they land.
    const burst = await guessBurst(shops, victim.email);
    expect(burst).toEqual({ checked: 5, refusedAsWrong: 5, throttled: 25, others: [] });
    for (const shop of shops) expect((await signIn(shop, victim.email, victim.password)).status).toBe(429);
    // Counted in the shared Redis, under this run's prefix.
    const key = `${namespace.prefix}:signInFailuresPerAccount:${victim.email.toLowerCase()}`;
    expect(await namespace.redis.exists(key)).toBe(1);
  });

  it('keeps selling and keeps sign-in limited while Redis is cut, says so once, and counts in Redis again after', async () => {
    const victim = await accountOnEvery(shops);
    await link.cut();

    // A shopper signs up, fills a cart and checks out on one process.
    const [shop] = shops as [ShopProcess];
    const address = { 'X-Forwarded-For': uniqueClientIp() };
    const signUp = await call(shop, '/api/auth/register', { body: newShopper(), headers: address });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const session = { ...address, cookie };
    expect((await call(shop, '/api/cart', { body: { productId: 1, quantity: 1 }, headers: session })).status).toBe(201);
    const order = await call(shop, '/api/orders', {
      body: { ...checkoutForm, paymentMethod: 'pay_on_delivery' },
      headers: { ...session, 'Idempotency-Key': randomUUID() },
    });
    expect(order.status).toBe(201);

    // Still limited: each process allows a third of the 5, rounded down, one guess each.
    const burst = await guessBurst(shops, victim.email);
    expect(burst).toEqual({ checked: 3, refusedAsWrong: 3, throttled: 27, others: [] });
    for (const each of shops) expect((await signIn(each, victim.email, victim.password)).status).toBe(429);

    // One warning per process for the whole outage, and the metrics an alert watches.
    for (const each of shops) {
      expect(linesOf(each, WARN, /^Redis does not answer/)).toHaveLength(1);
      expect(await metric(each, 'shop_rate_limit_store_fallbacks_total')).toBe(1);
      expect(await metric(each, 'shop_rate_limit_store_fallback_active')).toBe(1);
    }

    await link.restore();
    // ioredis reconnects by itself (at most 2 s between tries).
    for (const each of shops) {
      await eventually(async () => (await metric(each, 'shop_rate_limit_store_fallback_active')) === 0);
      expect(linesOf(each, INFO, /^Redis answers again/)).toHaveLength(1);
    }
    const later = await accountOnEvery(shops);
    expect(await guessBurst(shops, later.email)).toEqual({ checked: 5, refusedAsWrong: 5, throttled: 25, others: [] });
    expect(
      await namespace.redis.exists(`${namespace.prefix}:signInFailuresPerAccount:${later.email.toLowerCase()}`),
    ).toBe(1);
    for (const each of shops) {
      expect(linesOf(each, WARN, /^Redis does not answer/)).toHaveLength(1);
      expect(await metric(each, 'shop_rate_limit_store_fallbacks_total')).toBe(1);
    }
  });
});
