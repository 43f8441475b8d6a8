// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/cluster is scripts, not an Nx project: one cluster for the CLI, the tests and e2e
import type { Cluster } from '../../../../tools/cluster/cluster.mjs';
import {
  liftPayOnDeliveryLimits,
  onDatabase,
  productIds,
  shoppersUnderLoad,
  signedUpShopper,
  startTestCluster,
  stockUp,
  waitUntil,
} from './cluster-shoppers.js';

const SHOPPERS = 12;

/**
 * A release: deploy/roll.mjs's rolling restart (migrate once; then per process: drain through
 * HAProxy's runtime API, wait until it has no request, SIGTERM, start, wait until ready, put back,
 * wait until HAProxy sees it up) while shoppers read products and check out. Shoppers see nothing.
 */
describe('a rolling restart of every process under load', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startTestCluster('roll', { https: 3330, firstApi: 3332 });
    await stockUp(cluster);
  }, 120_000);

  afterAll(() => cluster?.stop());

  it('fails no request, restarts every process once, and leaves every one in service', async () => {
    const products = await productIds(cluster);
    const sessions = await Promise.all(Array.from({ length: SHOPPERS }, () => signedUpShopper(cluster)));
    await liftPayOnDeliveryLimits(cluster);
    const pidsBefore = cluster.processes.map((process) => process.pid);
    const load = shoppersUnderLoad(cluster, sessions, products);
    await waitUntil(() => load.orders.filter((order) => order.id !== undefined).length >= 20);

    const steps: string[] = [];
    const answeredBeforeRoll = load.outcomes.length;
    await cluster.roll({ log: (line) => steps.push(line) });
    const answeredDuringRoll = load.outcomes.length - answeredBeforeRoll;
    // A little more load on the new processes, then stop.
    await waitUntil(() => load.outcomes.length >= answeredBeforeRoll + answeredDuringRoll + 60);
    await load.stop();

    // Every request of every shopper succeeded: no 5xx, no cut connection, no retry needed.
    const failures = load.outcomes.filter((outcome) => ![200, 201].includes(outcome.status as number));
    expect(failures).toEqual([]);
    expect(load.orders.filter((order) => order.retried || order.id === undefined)).toEqual([]);
    // The roll happened under real load, not between requests.
    expect(answeredDuringRoll).toBeGreaterThan(100);

    // One process at a time, in order, each drained before its restart and back before the next.
    const ports = cluster.processes.map((process) => process.port);
    expect(steps).toEqual([
      'Migrating the database once, before any process restarts',
      ...ports.flatMap((port) => [`api${port}: draining`, `api${port}: restarting`, `api${port}: back in service`]),
    ]);
    const pidsAfter = cluster.processes.map((process) => process.pid);
    pidsAfter.forEach((pid, index) => expect(pid).not.toBe(pidsBefore[index]));
    expect((await cluster.haproxy.stats()).map((server) => server.status)).toEqual(['UP', 'UP', 'UP']);

    // And the orders acknowledged before, during and after are all there.
    const stored = await onDatabase(cluster, async (client) => {
      const result = await client.query<{ id: number }>('SELECT id FROM orders WHERE id = ANY($1::int[])', [
        load.orders.map((order) => order.id),
      ]);
      return result.rows.map((row) => row.id).sort((a, b) => a - b);
    });
    expect(stored).toEqual(load.orders.map((order) => order.id!).sort((a, b) => a - b));
  });
});
