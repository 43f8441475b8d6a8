import pg from 'pg';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/cluster is scripts, not an Nx project: one cluster for the CLI, the tests and e2e
import type { Cluster, ClusterResponse } from '../../../../tools/cluster/cluster.mjs';
import { newShopper } from '../shopper-agent.js';
import {
  liftPayOnDeliveryLimits,
  onDatabase,
  orderIdOf,
  placeOrder,
  productIds,
  type Session,
  shoppersUnderLoad,
  signedUpShopper,
  startTestCluster,
  storedOrdersByKey,
  stockUp,
  waitUntil,
  whenServer,
} from './cluster-shoppers.js';

const SHOPPERS = 12;
/** deploy/haproxy.cfg's health checks: `inter 1s fall 2`. */
const CHECK_INTERVAL_MS = 1_000;
const FALL = 2;

/**
 * A checkout held in flight on whichever process HAProxy sends it to: the test holds the
 * shopper's checkout lock (the advisory lock every checkout of one shopper takes first, see
 * takeTurns), so the request waits there, unanswered, until release().
 */
async function heldCheckout(cluster: Cluster, products: number[]) {
  const shopper = newShopper();
  const session = await signedUpShopper(cluster, shopper);
  const cart = await cluster.request('/api/cart', {
    method: 'POST',
    headers: session,
    body: { productId: products[0], quantity: 1 },
  });
  expect(cart.status).toBe(201);
  const [{ id }] = await onDatabase(
    cluster,
    async (client) => (await client.query('SELECT id FROM users WHERE email = $1', [shopper.email])).rows,
  );
  const lock = new pg.Client({ connectionString: cluster.databaseUrl });
  await lock.connect();
  await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`checkout:${id}`]);
  const key = `held-${id}`;
  const answer: Promise<ClusterResponse | 'no answer'> = placeOrder(cluster, session, key).catch(
    () => 'no answer' as const,
  );
  return { session, key, answer, release: () => lock.end() };
}

/** Sends held checkouts, one at a time, until one is in flight on `server`; returns them all. */
async function holdCheckoutOn(cluster: Cluster, server: string, products: number[]) {
  const held: (Awaited<ReturnType<typeof heldCheckout>> & { on: string })[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const before = await cluster.haproxy.stats();
    const checkout = await heldCheckout(cluster, products);
    let on: string | undefined;
    await waitUntilAsync(async () => {
      const after = await cluster.haproxy.stats();
      on = after.find((entry, index) => entry.sessions > before[index]!.sessions)?.name;
      return on !== undefined;
    });
    held.push({ ...checkout, on: on! });
    if (on === server) return held;
    // A sign-up, a cart and a checkout are three requests: round robin over three processes would
    // send every held checkout to the same one. One more request moves it on.
    await cluster.request('/api/health/live');
  }
  throw new Error(`No held checkout reached ${server}: ${held.map((checkout) => checkout.on).join(', ')}`);
}

async function waitUntilAsync(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((done) => setTimeout(done, 25));
}

/**
 * kill -9 of one of three processes while shoppers read products and check out through HAProxy:
 * what an operator relies on when a process dies (an out-of-memory kill, a crash).
 */
describe('kill -9 of one process under load', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startTestCluster('kill', { https: 3320, firstApi: 3322 });
    await stockUp(cluster);
  }, 120_000);

  afterAll(() => cluster?.stop());

  it('is taken out within fall × inter, loses no acknowledged order, and a retry with the same Idempotency-Key gets the order', async () => {
    const products = await productIds(cluster);
    const victim = cluster.processes[1]!;
    const server = `api${victim.port}`;
    // Before the load (so HAProxy's counts say where each went): a checkout in flight on the
    // process about to die, and any sent to the others on the way.
    const held = await holdCheckoutOn(cluster, server, products);

    const sessions: Session[] = await Promise.all(Array.from({ length: SHOPPERS }, () => signedUpShopper(cluster)));
    await liftPayOnDeliveryLimits(cluster);
    const load = shoppersUnderLoad(cluster, sessions, products);
    await waitUntil(() => load.orders.filter((order) => order.id !== undefined).length >= 40);

    const killedAt = performance.now();
    victim.kill('SIGKILL');
    const downAt = await whenServer(cluster, server, (status) => status.startsWith('DOWN'));
    const sentBeforeDown = (await cluster.haproxy.stats()).find((entry) => entry.name === server)!.total;
    // Held long enough: the ones on the other processes go on (well within HAProxy's 30 s).
    for (const checkout of held) await checkout.release();
    // The rest of the load runs on two processes for a while.
    const answeredAtDown = load.outcomes.length;
    await waitUntil(() => load.outcomes.length >= answeredAtDown + 150);
    await load.stop();

    // HAProxy stopped sending it requests within fall × inter of the kill: a behaviour bound
    // (two failed checks a second apart), so the margin is wide: a loaded two-core machine.
    expect(downAt - killedAt).toBeLessThan(FALL * CHECK_INTERVAL_MS * 2.5);
    // ...and sent it nothing after that.
    expect((await cluster.haproxy.stats()).find((entry) => entry.name === server)!.total).toBe(sentBeforeDown);

    // Every failure is a request that met the killed process: none started after HAProxy took it
    // out. A read fails only if the process had begun answering it when it died: one it had not
    // answered yet, or sent to it after the kill, HAProxy repeats on another process (retry-on).
    // Checkouts are not repeated by HAProxy (a POST), but by the shopper, below.
    const failed = load.outcomes.filter((outcome) => outcome.status === 'no answer' || Number(outcome.status) >= 500);
    expect(failed.filter((outcome) => outcome.startedAt > downAt)).toEqual([]);
    expect(failed.filter((outcome) => outcome.kind === 'read' && outcome.startedAt > killedAt)).toEqual([]);
    // (And the shop went on selling on two processes: a round is one read, one cart, one checkout.)
    expect(
      load.outcomes.filter((outcome) => outcome.kind === 'read' && outcome.startedAt > downAt).length,
    ).toBeGreaterThan(20);
    // Answers other than success and those failures: none (no 4xx from a half-done checkout).
    const unexpected = load.outcomes.filter(
      (outcome) => !failed.includes(outcome) && ![200, 201].includes(outcome.status as number),
    );
    expect(unexpected).toEqual([]);
    // A shopper of the load whose checkout got no order back sent it again with the same
    // Idempotency-Key, as the checkout page does, and got the order: the one the killed process
    // placed before it died, or a new one.
    expect(load.orders.filter((order) => order.id === undefined)).toEqual([]);

    // The checkout held on the killed process got no order back (a 502, or the connection cut);
    // those held on the others were answered once the lock was released. Sent again with its key,
    // the first gets its order.
    const answers = await Promise.all(held.map((checkout) => checkout.answer));
    const onVictim = held.findIndex((checkout) => checkout.on === server);
    answers.forEach((answer, index) => {
      if (index === onVictim) expect(answer === 'no answer' || answer.status === 502).toBe(true);
      else expect(answer !== 'no answer' && answer.status).toBe(201);
    });
    const retried = await placeOrder(cluster, held[onVictim]!.session, held[onVictim]!.key);
    expect(retried.status).toBe(201);
    const heldOrders = held.map((checkout, index) => ({
      key: checkout.key,
      id: orderIdOf(index === onVictim ? retried.body : (answers[index] as ClusterResponse).body),
    }));

    // Every acknowledged order is in the database, exactly one per Idempotency-Key.
    const placed = [...load.orders.map((order) => ({ key: order.key, id: order.id })), ...heldOrders];
    const stored = await storedOrdersByKey(
      cluster,
      placed.map((order) => order.key),
    );
    for (const order of placed)
      expect({ key: order.key, ids: stored.get(order.key) }).toEqual({ key: order.key, ids: [order.id] });
    expect(load.orders.length).toBeGreaterThan(40);
  });

  it('is refused by a rolling restart while down, and taken back by HAProxy once it runs again', async () => {
    const victim = cluster.processes[1]!;
    const server = `api${victim.port}`;
    await expect(cluster.roll({ migrate: undefined })).rejects.toThrow(`Not rolling: ${server} is DOWN`);
    // Nothing was drained by the refused roll.
    expect((await cluster.haproxy.stats()).map((entry) => entry.status)).toEqual(['UP', 'DOWN', 'UP']);

    victim.start();
    await victim.waitUntilReady();
    await whenServer(cluster, server, (status) => status === 'UP');
    const before = (await cluster.haproxy.stats()).find((entry) => entry.name === server)!.total;
    for (let request = 0; request < 6; request += 1) await cluster.request('/api/health/live');
    expect((await cluster.haproxy.stats()).find((entry) => entry.name === server)!.total).toBe(before + 2);
  });
});
