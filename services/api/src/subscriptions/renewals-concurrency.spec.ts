import {
  SettableClock,
  lowestStock,
  oilsByName,
  planWithBottles,
  retireSubscriptions,
  setStock,
  stockOf,
  subscribe,
} from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

/**
 * Several API processes run the renewal scheduler against one PostgreSQL: each subscription is
 * taken by one of them (FOR UPDATE SKIP LOCKED) and every box is handled once. Real row locks
 * only exist on PostgreSQL (PGlite runs one connection, one transaction at a time), so the race is
 * real only with TEST_DATABASE_URL (as CI sets it); on PGlite the same outcome is still checked.
 * One app per test file: two runs of
 * RenewalsService.runDue at once, each on its own pooled connection, stand in for two processes.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('renewals run by two schedulers at once', () => {
  const clock = new SettableClock('2031-01-10T12:00:00.000Z');
  let shop: TestApp;
  let renewals: RenewalsService;
  let essentials: number;
  let oilIds: number[];

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    renewals = shop.app.get(RenewalsService);
    essentials = await planWithBottles(shop, 2);
    oilIds = [...(await oilsByName(shop)).values()].map((oil) => oil.id).sort((a, b) => a - b);
  });
  afterEach(() => retireSubscriptions(shop));
  afterAll(() => shop.close());

  /** Two scheduler runs racing at the same moment. */
  async function twoRunsAt(at: string) {
    clock.set(at);
    const runs = await Promise.all([renewals.runDue(clock.now()), renewals.runDue(clock.now())]);
    return runs.map((run) => run.subscriptions);
  }

  /** Per box: how many orders carry its key and how many are linked to it. */
  async function ordersPerBox(subscriptionIds: number[]) {
    return (await shop.dataSource.query(
      `SELECT c.id, c.sequence, c.state, c."orderId",
              (SELECT count(*)::int FROM orders o WHERE o."idempotencyKey" = 'subscription-box-' || c.id) AS orders
       FROM subscription_cycles c WHERE c."subscriptionId" = ANY($1::int[]) ORDER BY c."subscriptionId", c.sequence`,
      [subscriptionIds],
    )) as { id: number; sequence: number; state: string; orderId: number | null; orders: number }[];
  }

  it('has a pool large enough for two runs to hold a connection each (on PostgreSQL)', () => {
    expect(shop.connection.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(shop.connection.maxConnections).toBeGreaterThanOrEqual(onPostgres ? 2 : 1);
  });

  it('orders each missed box once when two runs catch up on the same subscriptions', async () => {
    clock.set('2031-01-10T12:00:00.000Z');
    const usable = oilIds.filter((id) => id !== oilIds[6]); // every oil gets stock below; any pair works
    for (const id of oilIds) await setStock(shop, id, 1000);
    const subscribers = [];
    for (let index = 0; index < 30; index += 1) {
      const pair = [usable[index % usable.length]!, usable[(index + 1) % usable.length]!];
      subscribers.push({ pair, ...(await subscribe(shop, essentials, pair)) });
    }
    const ids = subscribers.map((subscriber) => subscriber.subscriptionId);

    // Three renewals are due at once (10 Feb, 10 Mar, 10 Apr); box 4's cutoff (7 May) is not.
    const counts = await twoRunsAt('2031-04-10T13:00:00.000Z');
    // On PostgreSQL both runs worked: the second took other subscriptions instead of waiting on the
    // first's locks. PGlite runs one transaction at a time, so there the first run may do them all.
    if (onPostgres) expect(counts.every((count) => count > 0)).toBe(true);
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(30);
    expect(await twoRunsAt('2031-04-10T13:00:00.000Z')).toEqual([0, 0]);

    const perBox = await ordersPerBox(ids);
    expect(perBox).toHaveLength(30 * 5);
    expect(perBox.filter((box) => box.sequence <= 3).every((box) => box.state === 'ordered' && box.orders === 1)).toBe(
      true,
    );
    expect(
      perBox.filter((box) => box.sequence === 4).every((box) => box.state === 'scheduled' && box.orders === 0),
    ).toBe(true);
    const [{ orders }] = await shop.dataSource.query(
      `SELECT count(*)::int AS orders FROM orders WHERE "subscriptionId" = ANY($1::int[])`,
      [ids],
    );
    expect(orders).toBe(30 * 4);

    // Each bottle shipped left the shelf once: four boxes per subscription, one bottle of each oil.
    const shipped = new Map<number, number>();
    for (const { pair } of subscribers) for (const id of pair) shipped.set(id, (shipped.get(id) ?? 0) + 4);
    expect(await stockOf(shop, usable)).toEqual(usable.map((id) => 1000 - (shipped.get(id) ?? 0)));
  });

  it('sets aside exactly the 20 bottles on the shelf for 50 boxes renewing together, and holds the other 30', async () => {
    clock.set('2032-01-10T12:00:00.000Z');
    const [scarce, plenty] = [oilIds[0]!, oilIds[1]!];
    await setStock(shop, scarce, 1000);
    await setStock(shop, plenty, 1000);
    const ids = [];
    for (let index = 0; index < 50; index += 1)
      ids.push((await subscribe(shop, essentials, [scarce, plenty])).subscriptionId);
    await setStock(shop, scarce, 20);
    await setStock(shop, plenty, 100);

    // Box 1's cutoff (7 February 12:00) for all fifty at once.
    const counts = await twoRunsAt('2032-02-07T12:00:00.000Z');
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(50);
    const atCutoff = (await ordersPerBox(ids)).filter((box) => box.sequence === 1);
    expect(atCutoff.filter((box) => box.state === 'locked')).toHaveLength(20);
    expect(atCutoff.filter((box) => box.state === 'held')).toHaveLength(30);
    const held: { count: number }[] = await shop.dataSource.query(
      `SELECT count(*)::int AS count FROM subscription_cycles
       WHERE "subscriptionId" = ANY($1::int[]) AND state = 'held' AND NOT reserved
         AND "shortOils" @> jsonb_build_array(jsonb_build_object('productId', $2::int))`,
      [ids, scarce],
    );
    expect(held[0]!.count).toBe(30);
    // Held boxes took nothing, not even the oil that was on the shelf.
    expect(await stockOf(shop, [scarce, plenty])).toEqual([0, 80]);
    expect(await lowestStock(shop)).toBeGreaterThanOrEqual(0);

    // The renewal (10 February): the twenty set-aside boxes become orders, the held ones do not.
    await twoRunsAt('2032-02-10T12:00:00.000Z');
    const atRenewal = await ordersPerBox(ids);
    const renewed = atRenewal.filter((box) => box.sequence === 1);
    expect(renewed.filter((box) => box.state === 'ordered' && box.orders === 1)).toHaveLength(20);
    expect(renewed.filter((box) => box.state === 'held' && box.orders === 0)).toHaveLength(30);
    expect(atRenewal.filter((box) => box.sequence === 2 && box.state === 'scheduled')).toHaveLength(50);
    const [{ orders }] = await shop.dataSource.query(
      `SELECT count(*)::int AS orders FROM orders WHERE "subscriptionId" = ANY($1::int[])`,
      [ids],
    );
    expect(orders).toBe(50 + 20);
    expect(await stockOf(shop, [scarce, plenty])).toEqual([0, 80]);
    expect(await lowestStock(shop)).toBe(0);
  });
});
