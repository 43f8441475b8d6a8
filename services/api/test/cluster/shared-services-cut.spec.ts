import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/cluster is scripts, not an Nx project: one cluster for the CLI, the tests and e2e
import type { Cluster, ClusterResponse } from '../../../../tools/cluster/cluster.mjs';
import { newShopper, uniqueClientIp } from '../shopper-agent.js';
import { startTcpFaultProxy, type TcpFaultProxy } from '../tcp-fault-proxy.js';
import {
  liftPayOnDeliveryLimits,
  orderIdOf,
  placeOrder,
  productIds,
  type Session,
  signedUpShopper,
  startTestCluster,
  storedOrdersByKey,
  stockUp,
  waitUntil,
} from './cluster-shoppers.js';

const SHOPPERS = 6;
/** Far longer than any answer may take while a server is away (connect timeout 2 s): a hang, not slowness. */
const NO_HANG_MS = 10_000;
/** How long each link stays cut: several of HAProxy's checks (every second) and the load's rounds. */
const CUT_MS = 4_000;

interface Answer {
  what: 'read' | 'page' | 'cart' | 'order';
  status: number | 'no answer';
  code?: string;
  retryAfter?: string;
  ms: number;
  /** Sent or answered while a link was cut. */
  duringCut: boolean;
}

/**
 * PostgreSQL and Redis each cut away from a three-process cluster while shoppers browse and check
 * out through HAProxy: the links go through TCP proxies (what a restart of either server looks
 * like from the processes), so the machine's own servers, which CI shares, are never touched.
 */
describe('PostgreSQL and Redis cut under load, through HAProxy', () => {
  let postgres: TcpFaultProxy;
  let redis: TcpFaultProxy;
  let cluster: Cluster;
  const answers: Answer[] = [];
  const state = { cut: false, stop: false };
  /** Every checkout that got an order back: its Idempotency-Key and the order's id. */
  const acknowledged: { key: string; id: number }[] = [];
  let load: Promise<unknown>;

  beforeAll(async () => {
    postgres = await startTcpFaultProxy({ host: '127.0.0.1', port: 5432 });
    redis = await startTcpFaultProxy({ host: '127.0.0.1', port: 6379 });
    cluster = await startTestCluster(
      'cut',
      { https: 3340, firstApi: 3342 },
      {
        // The cluster makes its database through the proxy, so every process's link to it, and
        // this file's own (onDatabase), go through it.
        adminUrl: `postgres://postgres@${postgres.address}/postgres`,
        redisUrl: `redis://${redis.address}/${1 + (3340 % 15)}`,
      },
    );
    await stockUp(cluster);
  }, 120_000);

  afterAll(async () => {
    state.stop = true;
    await postgres?.restore();
    await redis?.restore();
    await load;
    await cluster?.stop();
    await postgres?.close();
    await redis?.close();
  });

  const record = async (
    what: Answer['what'],
    send: () => Promise<ClusterResponse>,
  ): Promise<ClusterResponse | undefined> => {
    const duringCut = state.cut;
    const started = performance.now();
    let answer: ClusterResponse | undefined;
    try {
      answer = await send();
    } catch {
      answer = undefined;
    }
    let code: string | undefined;
    try {
      code = answer ? (JSON.parse(answer.body) as { code?: string }).code : undefined;
    } catch {
      code = undefined; // a page, or HAProxy's own error page
    }
    answers.push({
      what,
      status: answer?.status ?? 'no answer',
      ...(code ? { code } : {}),
      ...(answer?.headers['retry-after'] ? { retryAfter: String(answer.headers['retry-after']) } : {}),
      ms: performance.now() - started,
      duringCut: duringCut || state.cut,
    });
    return answer;
  };

  /** As a client honouring 503 and Retry-After (sooner, for the test): the same request until it is answered. */
  const untilAnswered = async (what: Answer['what'], send: () => Promise<ClusterResponse>) => {
    for (;;) {
      const answer = await record(what, send);
      if (state.stop || (answer && answer.status !== 503)) return answer;
      await sleep(200);
    }
  };

  /** A shopper browsing, filling a cart and checking out, round after round, until the test ends. */
  async function shopper(session: Session, products: number[], worker: number) {
    for (let round = 0; !state.stop; round += 1) {
      await record('read', () => cluster.request('/api/products', { headers: session }));
      await record('page', () => cluster.request('/products'));
      const productId = products[(worker + round) % products.length]!;
      const cart = await untilAnswered('cart', () =>
        cluster.request('/api/cart', { method: 'POST', headers: session, body: { productId, quantity: 1 } }),
      );
      if (cart?.status !== 201) continue;
      const key = randomUUID();
      const placed = await untilAnswered('order', () => placeOrder(cluster, session, key));
      if (placed?.status === 201) acknowledged.push({ key, id: orderIdOf(placed.body) });
    }
  }

  /** Every process's HAProxy status, polled while `during` runs. */
  async function statusesWhile(during: Promise<unknown>): Promise<Set<string>> {
    const seen = new Set<string>();
    let done = false;
    void during.finally(() => (done = true));
    while (!done) {
      for (const server of await cluster.haproxy.stats()) seen.add(server.status.split(' ')[0]!);
      await sleep(100);
    }
    return seen;
  }

  const readiness = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
      (answer) => answer.status,
      () => 0,
    );

  it('PostgreSQL away: the shop’s own 503 DATABASE_DOWN at once from every process, no process taken out, recovery by itself, no order lost', async () => {
    const products = await productIds(cluster);
    const sessions = await Promise.all(Array.from({ length: SHOPPERS }, () => signedUpShopper(cluster)));
    await liftPayOnDeliveryLimits(cluster);
    // A shopper whose checkout is first sent while the database is away.
    const late = await signedUpShopper(cluster);
    expect(
      (
        await cluster.request('/api/cart', {
          method: 'POST',
          headers: late,
          body: { productId: products[0], quantity: 2 },
        })
      ).status,
    ).toBe(201);

    const lateKey = randomUUID();
    load = Promise.all(sessions.map((session, worker) => shopper(session, products, worker)));
    await waitUntil(() => acknowledged.length >= 10);

    const cutAt = answers.length;
    await postgres.cut();
    state.cut = true;
    const lateAnswer = await record('order', () => placeOrder(cluster, late, lateKey));
    const seen = await statusesWhile(sleep(CUT_MS));
    const readinessDuringCut = await Promise.all(cluster.processes.map((each) => readiness(each.port)));
    await postgres.restore();
    state.cut = false;
    const restoredAt = performance.now();

    // Every process finds its way back by itself: readiness 200 on each, and orders again.
    for (const each of cluster.processes) {
      while ((await readiness(each.port)) !== 200) await sleep(100);
    }
    const recoveredIn = performance.now() - restoredAt;
    const ordersBack = acknowledged.length;
    await waitUntil(() => acknowledged.length >= ordersBack + 10);
    const retriedLate = await placeOrder(cluster, late, lateKey);

    // While it was away: readiness said so on every process, but HAProxy kept every process in
    // (its check leaves the database out), so shoppers got the shop's own answers.
    expect(readinessDuringCut).toEqual([503, 503, 503]);
    expect(seen).toEqual(new Set(['UP']));
    expect(lateAnswer?.status).toBe(503);
    const during = answers.slice(cutAt).filter((answer) => answer.duringCut);
    const refused = during.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(5);
    expect(refused.filter((answer) => answer.code !== 'DATABASE_DOWN' || answer.retryAfter !== '5')).toEqual([]);
    // Catalog pages rendered before the cut are still served from what each process keeps.
    expect(during.filter((answer) => answer.what === 'page' && answer.status !== 200)).toEqual([]);
    expect(during.some((answer) => answer.what === 'page')).toBe(true);
    // Every answer came soon, and was a success or the shop's 503: no 500, no HAProxy 502/503/504.
    expect(answers.filter((answer) => answer.ms >= NO_HANG_MS)).toEqual([]);
    expect(answers.filter((answer) => ![200, 201, 503].includes(answer.status as number))).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503 && !answer.duringCut)).toEqual([]);
    expect(recoveredIn).toBeLessThan(NO_HANG_MS);

    // The checkout refused while it was away, sent again with its key, is placed once.
    expect(retriedLate.status).toBe(201);
    const placed = [...acknowledged, { key: lateKey, id: orderIdOf(retriedLate.body) }];
    const stored = await storedOrdersByKey(
      cluster,
      placed.map((order) => order.key),
    );
    for (const order of placed)
      expect({ key: order.key, ids: stored.get(order.key) }).toEqual({ key: order.key, ids: [order.id] });
  });

  it('Redis away: the shop keeps selling through every process, and a burst of guesses spread over them is still limited', async () => {
    const victim = newShopper();
    await signedUpShopper(cluster, victim);
    const from = uniqueClientIp();
    const ordersBefore = acknowledged.length;
    const cutAt = answers.length;

    await redis.cut();
    state.cut = true;
    // 30 wrong passwords for one account from one address, round robin over the three processes.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, guess) =>
        cluster.request('/api/auth/login', {
          method: 'POST',
          headers: { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': from },
          body: { email: victim.email, password: `wrong guess ${guess}` },
        }),
      ),
    );
    await waitUntil(() => acknowledged.length >= ordersBefore + 10);
    await redis.restore();
    state.cut = false;

    const statuses = guesses.map((answer) => answer.status);
    // Each process allows a third of the limit while it cannot count in Redis: together, no more
    // passwords checked than one process allows (5 a quarter of an hour), and the rest refused.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Shoppers went on buying through all of it: every answer a success.
    const during = answers.slice(cutAt);
    expect(during.filter((answer) => ![200, 201].includes(answer.status as number))).toEqual([]);
  });
});
