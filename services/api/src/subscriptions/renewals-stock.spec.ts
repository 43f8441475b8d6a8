import { apiErrorSchema } from '@shop/contracts/errors';
import { subscriptionSchema } from '@shop/contracts/subscriptions';
import {
  SettableClock,
  boxes,
  lowestStock,
  oilsByName,
  orderCount,
  planWithBottles,
  put,
  setStock,
  stockOf,
  subscribe,
  subscriptionView,
} from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

/**
 * A box whose oil is not on the shelf at its cutoff is held: nothing is set aside, the shopper is
 * told which oil, and the box ships once a substitute is chosen, or is given up at the next
 * cutoff. On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */
describe('renewals when an oil runs out', () => {
  const clock = new SettableClock('2031-03-01T10:00:00.000Z');
  let shop: TestApp;
  let renewals: RenewalsService;
  let flaxseed: { id: number; name: string };
  let castor: { id: number; name: string };
  let coconut: { id: number; name: string };

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    renewals = shop.app.get(RenewalsService);
    const oils = await oilsByName(shop);
    flaxseed = oils.get('Cold-Pressed Flaxseed Oil')!;
    castor = oils.get('Cold-Pressed Castor Oil')!;
    coconut = oils.get('Cold-Pressed Coconut Oil')!;
  });
  afterAll(() => shop.close());

  async function runDueAt(at: string) {
    clock.set(at);
    const run = await renewals.runDue(clock.now());
    expect(await lowestStock(shop)).toBeGreaterThanOrEqual(0);
    return run;
  }

  it('holds a box short of an oil, ships it once a substitute is chosen, and gives up a box held past the next cutoff', async () => {
    const { shopper, subscriptionId } = await subscribe(shop, await planWithBottles(shop, 2), [flaxseed.id, castor.id]);
    // Box 0 took its bottles; then flaxseed sells out before box 1's cutoff (29 March 10:00).
    await setStock(shop, flaxseed.id, 0);
    await setStock(shop, castor.id, 10);
    await setStock(shop, coconut.id, 10);

    expect(await runDueAt('2031-03-29T09:59:00.000Z')).toEqual({ subscriptions: 0 });
    expect(await runDueAt('2031-03-29T10:00:00.000Z')).toEqual({ subscriptions: 1 });
    expect((await boxes(shop, subscriptionId))[1]).toMatchObject({
      sequence: 1,
      state: 'held',
      reserved: false,
      shortOils: [{ productId: flaxseed.id, name: flaxseed.name }],
    });
    // Nothing was set aside: not even the castor oil that was on the shelf.
    expect(await stockOf(shop, [flaxseed.id, castor.id])).toEqual([0, 10]);
    expect((await subscriptionView(shopper)).nextBox).toMatchObject({
      state: 'held',
      renewsAt: '2031-04-01T10:00:00.000Z',
      shortOils: [{ productId: flaxseed.id, name: flaxseed.name }],
      orderId: null,
    });

    // The renewal passes: no order for a held box; the next box is written.
    await runDueAt('2031-04-01T10:00:00.000Z');
    expect(await orderCount(shop, subscriptionId)).toBe(1);
    expect((await boxes(shop, subscriptionId)).map((box) => [box.sequence, box.state])).toEqual([
      [0, 'ordered'],
      [1, 'held'],
      [2, 'scheduled'],
    ]);
    expect((await subscriptionView(shopper)).nextBox).toMatchObject({
      state: 'held',
      renewsAt: '2031-04-01T10:00:00.000Z',
    });
    expect(await stockOf(shop, [flaxseed.id, castor.id])).toEqual([0, 10]);

    // An oil still out of stock is refused as a substitute.
    clock.set('2031-04-02T08:00:00.000Z');
    const refused = await put(shopper, `/api/subscriptions/${subscriptionId}/oils`, {
      selectedOils: [flaxseed.id, coconut.id],
    }).expect(409);
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect((await boxes(shop, subscriptionId))[1]).toMatchObject({ state: 'held', reserved: false });

    // Coconut for flaxseed: the held box, its renewal passed, is set aside and ordered at once.
    const changed = subscriptionSchema.parse(
      (
        await put(shopper, `/api/subscriptions/${subscriptionId}/oils`, {
          selectedOils: [coconut.id, castor.id],
        }).expect(200)
      ).body,
    );
    expect(changed.nextBox).toMatchObject({ state: 'scheduled', renewsAt: '2031-05-01T10:00:00.000Z' });
    expect((await boxes(shop, subscriptionId))[1]).toMatchObject({
      sequence: 1,
      state: 'ordered',
      reserved: false,
      orderOils: [coconut.id, castor.id],
    });
    expect(await orderCount(shop, subscriptionId)).toBe(2);
    expect(await stockOf(shop, [flaxseed.id, castor.id, coconut.id])).toEqual([0, 9, 9]);

    // Coconut sells out before box 2's cutoff (28 April): box 2 is held, and nobody picks a substitute.
    await setStock(shop, coconut.id, 0);
    await runDueAt('2031-04-28T10:00:00.000Z');
    expect((await boxes(shop, subscriptionId))[2]).toMatchObject({
      state: 'held',
      shortOils: [{ productId: coconut.id, name: coconut.name }],
    });
    await runDueAt('2031-05-01T10:00:00.000Z');
    expect(await orderCount(shop, subscriptionId)).toBe(2);

    // At box 3's cutoff (29 May) box 2 is given up; box 3, still short, is held in its turn.
    await runDueAt('2031-05-29T09:59:00.000Z');
    expect((await boxes(shop, subscriptionId))[2]).toMatchObject({ state: 'held' });
    await runDueAt('2031-05-29T10:00:00.000Z');
    expect((await boxes(shop, subscriptionId)).map((box) => [box.sequence, box.state, box.reserved])).toEqual([
      [0, 'ordered', false],
      [1, 'ordered', false],
      [2, 'failed', false],
      [3, 'held', false],
    ]);
    expect((await subscriptionView(shopper)).nextBox).toMatchObject({
      state: 'held',
      renewsAt: '2031-06-01T10:00:00.000Z',
      shortOils: [{ productId: coconut.id, name: coconut.name }],
    });
    expect(await stockOf(shop, [castor.id, coconut.id])).toEqual([9, 0]);

    // A substitute before box 3 renews: it is set aside now and ordered at its renewal, not before.
    clock.set('2031-05-30T08:00:00.000Z');
    await put(shopper, `/api/subscriptions/${subscriptionId}/oils`, { selectedOils: [castor.id] }).expect(400);
    await setStock(shop, flaxseed.id, 1);
    await put(shopper, `/api/subscriptions/${subscriptionId}/oils`, {
      selectedOils: [flaxseed.id, castor.id],
    }).expect(200);
    expect((await boxes(shop, subscriptionId))[3]).toMatchObject({
      state: 'locked',
      reserved: true,
      orderId: null,
    });
    expect(await stockOf(shop, [flaxseed.id, castor.id])).toEqual([0, 8]);
    await runDueAt('2031-06-01T09:59:00.000Z');
    expect((await boxes(shop, subscriptionId))[3]).toMatchObject({ state: 'locked', orderId: null });
    await runDueAt('2031-06-01T10:00:00.000Z');
    expect((await boxes(shop, subscriptionId)).map((box) => [box.sequence, box.state, box.orderOils])).toEqual([
      [0, 'ordered', [flaxseed.id, castor.id]],
      [1, 'ordered', [coconut.id, castor.id]],
      [2, 'failed', null],
      [3, 'ordered', [flaxseed.id, castor.id]],
      [4, 'scheduled', null],
    ]);
    expect(await orderCount(shop, subscriptionId)).toBe(3);
    // The failed box never took anything: only shipped bottles left the shelf.
    expect(await stockOf(shop, [flaxseed.id, castor.id, coconut.id])).toEqual([0, 8, 0]);
    expect(await lowestStock(shop)).toBe(0);
  });
});
