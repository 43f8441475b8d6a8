import { productStock } from '../../test/checkout-helpers.js';
import {
  act,
  boxAddress,
  boxCatalog,
  errorOf,
  mySubscriptions,
  SettableClock,
  signedInShopper,
  subscribe,
  subscribedId,
  type BoxCatalog,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

const STARTED_AT = '2026-03-10T12:00:00.000Z';
const FIRST_CUTOFF = '2026-04-07T12:00:00.000Z';
const FIRST_RENEWAL = '2026-04-10T12:00:00.000Z';

/**
 * A shopper's changes racing each other and the renewal scheduler, and several schedulers (API
 * processes) racing each other. Real row locks and SKIP LOCKED only exist on PostgreSQL (PGlite
 * runs one transaction at a time), so CI runs this suite again with TEST_DATABASE_URL; on PGlite
 * it still checks the arithmetic of the outcome.
 */
describe('subscription changes and renewals under contention', () => {
  const clock = new SettableClock();
  let shop: TestApp;
  let catalog: BoxCatalog;
  let renewals: RenewalsService;

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    catalog = await boxCatalog(shop);
    renewals = shop.app.get(RenewalsService);
  });
  beforeEach(() => clock.set(STARTED_AT));
  // The renewal runs work on every subscription: the next test's runs see only its own.
  afterEach(async () => {
    await shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE status <> 'cancelled'`);
  });
  afterAll(() => shop.close());

  async function subscriber(oils: number[]) {
    const client = await signedInShopper(shop);
    const response = await subscribe(client, {
      planId: catalog.planWith(2).id,
      shippingAddress: boxAddress,
      selectedOils: oils,
    }).expect(200);
    return { client, id: subscribedId(response) };
  }

  const boxesOf = async (id: number) =>
    (await shop.dataSource.query(
      `SELECT sequence, state, reserved, "orderId" IS NOT NULL AS ordered
         FROM subscription_cycles WHERE "subscriptionId" = $1 ORDER BY sequence`,
      [id],
    )) as { sequence: number; state: string; reserved: boolean; ordered: boolean }[];

  it('skip pressed twice at once: the box is skipped once, the other press is told so', async () => {
    const [first, second] = catalog.oils;
    const { client, id } = await subscriber([first!.id, second!.id]);

    const responses = await Promise.all([act(client, id, 'skip'), act(client, id, 'skip')]);

    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([200, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(errorOf(refused)).toMatchObject({
      code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
      message: 'The next box is already skipped.',
    });
    expect((await mySubscriptions(client))[0]?.nextBox?.state).toBe('skipped');
  });

  it('a skip racing the cutoff run: whichever comes first, the box is skipped and its bottles are on the shelf', async () => {
    const oils = [catalog.oils[2]!.id, catalog.oils[3]!.id];
    const { client, id } = await subscriber(oils);
    const stockBefore = await Promise.all(oils.map((oil) => productStock(shop, oil)));
    clock.set(FIRST_CUTOFF);

    const [skip] = await Promise.all([act(client, id, 'skip'), renewals.runDue(clock.now())]);

    expect(skip.status).toBe(200);
    expect((await boxesOf(id)).at(-1)).toMatchObject({ sequence: 1, state: 'skipped', reserved: false });
    expect(await Promise.all(oils.map((oil) => productStock(shop, oil)))).toEqual(stockBefore);
  });

  it('three renewal runs at once (three API processes) order every box exactly once', async () => {
    const oils = [catalog.oils[4]!.id, catalog.oils[5]!.id];
    const subscribers = [];
    for (let index = 0; index < 3; index += 1) subscribers.push(await subscriber(oils));
    const stockBefore = await Promise.all(oils.map((oil) => productStock(shop, oil)));
    clock.set(FIRST_RENEWAL);

    await Promise.all([0, 1, 2].map(() => renewals.runDue(clock.now())));

    for (const { id } of subscribers) {
      expect(await boxesOf(id)).toEqual([
        { sequence: 0, state: 'ordered', reserved: false, ordered: true },
        { sequence: 1, state: 'ordered', reserved: false, ordered: true },
        { sequence: 2, state: 'scheduled', reserved: false, ordered: false },
      ]);
    }
    const [boxOrders] = (await shop.dataSource.query(
      `SELECT count(*)::int AS count FROM orders WHERE "subscriptionId" = ANY($1)`,
      [subscribers.map(({ id }) => id)],
    )) as { count: number }[];
    expect(boxOrders?.count).toBe(6);
    expect(await Promise.all(oils.map((oil) => productStock(shop, oil)))).toEqual(
      stockBefore.map((stock) => stock - 3),
    );
  });

  it('the last bottle at the cutoff goes to one box; the other box is held and nothing goes below zero', async () => {
    const scarce = catalog.oils[6]!.id;
    const plenty = catalog.oils[7]!.id;
    const first = await subscriber([plenty, scarce]);
    const second = await subscriber([plenty, scarce]);
    await shop.dataSource.query(`UPDATE products SET stock = 1 WHERE id = $1`, [scarce]);
    const plentyBefore = await productStock(shop, plenty);
    clock.set(FIRST_CUTOFF);

    await Promise.all([renewals.runDue(clock.now()), renewals.runDue(clock.now())]);

    const states = [(await boxesOf(first.id)).at(-1)!.state, (await boxesOf(second.id)).at(-1)!.state].sort();
    expect(states).toEqual(['held', 'locked']);
    expect(await productStock(shop, scarce)).toBe(0);
    // All or none: the held box did not take its other oil either.
    expect(await productStock(shop, plenty)).toBe(plentyBefore - 1);
  });
});
