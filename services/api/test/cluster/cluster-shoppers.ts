import { join } from 'node:path';
import pg from 'pg';
import { workspaceRoot } from '../../src/config/paths.js';
import { checkoutForm } from '../checkout-helpers.js';
import { newShopper, uniqueClientIp } from '../shopper-agent.js';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/cluster is scripts, not an Nx project: one cluster for the CLI, the tests and e2e
import { type Cluster, type StartClusterOptions, startCluster } from '../../../../tools/cluster/cluster.mjs';

/** A cluster for one test file: its own ports (given, so files never share them), folder and database. */
export function startTestCluster(
  name: string,
  ports: { https: number; firstApi: number },
  options: StartClusterOptions = {},
) {
  return startCluster({
    processes: 3,
    httpsPort: ports.https,
    httpPort: ports.https + 1,
    firstPort: ports.firstApi,
    dir: join(workspaceRoot, `tmp/cluster-test-${name}`),
    ...options,
    env: {
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
}

/** Plenty of stock, and every delivery window as large as the schedule allows (200), so every checkout of a test can succeed. */
export async function stockUp(cluster: Cluster): Promise<void> {
  await onDatabase(cluster, async (client) => {
    await client.query('UPDATE products SET stock = 100000');
    await client.query('UPDATE delivery_windows SET capacity = 200');
  });
}

export async function onDatabase<T>(cluster: Cluster, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Lifts every account's pay-on-delivery limits for a day, as staff do for a trusted regular: a
 * test shopper placing order after order for a minute would otherwise reach the open-order limit
 * (at most 100), and its checkouts would rightly be refused.
 */
export async function liftPayOnDeliveryLimits(cluster: Cluster): Promise<void> {
  await onDatabase(cluster, (client) =>
    client.query(
      `INSERT INTO pay_on_delivery_lifts ("userId", "liftedUntil") SELECT id, now() + interval '1 day' FROM users
       ON CONFLICT ("userId") DO NOTHING`,
    ),
  );
}

/** The ids of the orders stored under each of these Idempotency-Keys (one each, if all is well). */
export function storedOrdersByKey(cluster: Cluster, keys: string[]): Promise<Map<string, number[]>> {
  return onDatabase(cluster, async (client) => {
    const result = await client.query<{ idempotencyKey: string; ids: number[] }>(
      `SELECT "idempotencyKey", array_agg(id) AS ids FROM orders WHERE "idempotencyKey" = ANY($1::text[]) GROUP BY 1`,
      [keys],
    );
    return new Map(result.rows.map((row) => [row.idempotencyKey, row.ids]));
  });
}

/** The ids of the products a shopper can buy. */
export async function productIds(cluster: Cluster): Promise<number[]> {
  const answer = await cluster.request('/api/products');
  return (JSON.parse(answer.body) as { id: number }[]).map((product) => product.id);
}

export type Session = Record<string, string>;

/** A new shopper signed up through HAProxy, from an address of its own: its request headers. */
export async function signedUpShopper(cluster: Cluster, shopper = newShopper()): Promise<Session> {
  const headers = { 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': uniqueClientIp() };
  const answer = await cluster.request('/api/auth/register', { method: 'POST', headers, body: shopper });
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
  const cookies = (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
  return { ...headers, Cookie: cookies };
}

/** What one request of the load got: a status, or none (the connection failed or was cut). */
export interface Outcome {
  /** A retry is a checkout sent again with the same Idempotency-Key after it got no order back. */
  kind: 'read' | 'cart' | 'order' | 'retry';
  status: number | 'no answer';
  startedAt: number;
  answeredAt: number;
}

export interface PlacedOrder {
  key: string;
  /** The order's id once the shopper got it back. */
  id: number | undefined;
  /** Whether the first try got no order back, so the shopper sent it again. */
  retried?: boolean;
  session: Session;
}

function isPlaced(answer: { status: number; body: string } | undefined): answer is { status: number; body: string } {
  return answer?.status === 201 || answer?.status === 200;
}

/**
 * Shoppers reading the products list and checking out, order after order, through HAProxy, until
 * `stop()`. Every request's outcome is kept; every checkout's Idempotency-Key too, so a test can
 * retry the ones that got no order back.
 */
export function shoppersUnderLoad(cluster: Cluster, sessions: Session[], products: number[]) {
  const outcomes: Outcome[] = [];
  const orders: PlacedOrder[] = [];
  let stopping = false;

  const timed = async (kind: Outcome['kind'], send: () => Promise<{ status: number; body: string }>) => {
    const startedAt = performance.now();
    try {
      const answer = await send();
      outcomes.push({ kind, status: answer.status, startedAt, answeredAt: performance.now() });
      return answer;
    } catch {
      outcomes.push({ kind, status: 'no answer', startedAt, answeredAt: performance.now() });
      return undefined;
    }
  };

  const shopper = async (session: Session, worker: number) => {
    for (let round = 0; !stopping; round += 1) {
      await timed('read', () => cluster.request('/api/products', { headers: session }));
      const productId = products[(worker + round) % products.length]!;
      const cart = await timed('cart', () =>
        cluster.request('/api/cart', { method: 'POST', headers: session, body: { productId, quantity: 1 } }),
      );
      if (cart?.status !== 201) continue;
      const key = `cluster-${worker}-${round}-${process.pid}`;
      const order: PlacedOrder = { key, id: undefined, session };
      orders.push(order);
      let answer = await timed('order', () => placeOrder(cluster, session, key));
      // No order back (the connection was cut, or HAProxy answered 502 for a process that died
      // with the request): the shopper's checkout page sends it again with the same key.
      for (let retry = 0; !isPlaced(answer) && retry < 20; retry += 1) {
        order.retried = true;
        await new Promise((done) => setTimeout(done, 100));
        answer = await timed('retry', () => placeOrder(cluster, session, key));
      }
      if (isPlaced(answer)) order.id = orderIdOf(answer.body);
    }
  };

  const running = Promise.all(sessions.map((session, worker) => shopper(session, worker)));
  return {
    outcomes,
    orders,
    /** Lets every shopper finish the round it is in, then resolves. */
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}

export function placeOrder(cluster: Cluster, session: Session, key: string) {
  return cluster.request('/api/orders', {
    method: 'POST',
    headers: { ...session, 'Idempotency-Key': key },
    body: { ...checkoutForm, paymentMethod: 'pay_on_delivery' },
  });
}

export function orderIdOf(body: string): number {
  return (JSON.parse(body) as { order: { id: number } }).order.id;
}

/** Polls HAProxy until `server`'s status satisfies `wanted`; the time it happened (performance.now()). */
export async function whenServer(
  cluster: Cluster,
  server: string,
  wanted: (status: string) => boolean,
): Promise<number> {
  for (;;) {
    const stats = (await cluster.haproxy.stats()).find((entry) => entry.name === server);
    if (stats && wanted(stats.status)) return performance.now();
    await new Promise((done) => setTimeout(done, 25));
  }
}

export async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((done) => setTimeout(done, 50));
}
