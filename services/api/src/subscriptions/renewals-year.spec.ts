import {
  SettableClock,
  boxes,
  homeAddress,
  oilsByName,
  orderCount,
  planWithBottles,
  put,
  retireSubscriptions,
  setStock,
  stockOf,
  subscribe,
  subscriptionView,
  type BoxRow,
  type Shopper,
} from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

const HOUR = 3_600_000;
const CUTOFF_HOURS = 72;

const lakeAddress = {
  address: '200 Lake Lanier Rd',
  city: 'Cumming',
  state: 'GA',
  zipCode: '30041',
  phone: '4045550199',
};
const { phone: _homePhone, ...homeOrderAddress } = homeAddress;
const { phone: _lakePhone, ...lakeOrderAddress } = lakeAddress;

/**
 * Renewals of pay-on-delivery subscriptions over months, with the clock moved by the test: which
 * boxes become orders, when, with which oils and to which address, and what leaves the shelf.
 * On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */
describe('a year of renewals', () => {
  const clock = new SettableClock('2031-01-15T12:00:00.000Z');
  let shop: TestApp;
  let renewals: RenewalsService;
  let essentials: number;
  let oils: Map<string, { id: number }>;
  const oil = (name: string) => oils.get(name)!.id;

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    renewals = shop.app.get(RenewalsService);
    essentials = await planWithBottles(shop, 2);
    oils = await oilsByName(shop);
  });
  afterEach(() => retireSubscriptions(shop));
  afterAll(() => shop.close());

  /** Runs the scheduler at the clock's moment; a second run at the same moment finds nothing to do. */
  async function runDueTwice(): Promise<number> {
    const first = await renewals.runDue(clock.now());
    expect(await renewals.runDue(clock.now())).toEqual({ subscriptions: 0 });
    return first.subscriptions;
  }

  it('ships every box of a year once, at its renewal, with the oils and address of that moment', async () => {
    const [groundnut, sesame, coconut, sunflower] = [
      'Cold-Pressed Groundnut (Peanut) Oil',
      'Cold-Pressed Sesame (Gingelly) Oil',
      'Cold-Pressed Coconut Oil',
      'Cold-Pressed Sunflower Oil',
    ].map(oil);
    const tracked = [groundnut!, sesame!, coconut!, sunflower!];
    const stockBefore = [40, 40, 40, 40];
    for (const id of tracked) await setStock(shop, id, 40);

    const { shopper, subscriptionId } = await subscribe(shop, essentials, [groundnut!, sesame!]);
    const expectOk = async (response: Promise<{ status: number; body: unknown }>) => {
      const answer = await response;
      expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 200 });
    };

    // What the shopper does, and when (each moment falls between two runs of the scheduler).
    const actions: { at: string; act: (shopper: Shopper) => Promise<void> }[] = [
      // Box 3 (15 April) is already locked, its bottles set aside: skipping puts them back.
      { at: '2031-04-13T09:00:00.000Z', act: (s) => expectOk(s.post(`/api/subscriptions/${subscriptionId}/skip`)) },
      // Two months off: boxes 5 (June) and 6 (July); box 7 (August) ships as usual.
      {
        at: '2031-05-20T09:00:00.000Z',
        act: (s) => expectOk(s.post(`/api/subscriptions/${subscriptionId}/pause`, { months: 2 })),
      },
      {
        at: '2031-09-01T09:00:00.000Z',
        act: (s) =>
          expectOk(put(s, `/api/subscriptions/${subscriptionId}/oils`, { selectedOils: [coconut, sunflower] })),
      },
      // After box 9's cutoff: box 9 keeps the oils fixed at its cutoff, box 10 takes the new ones.
      {
        at: '2031-10-13T09:00:00.000Z',
        act: (s) =>
          expectOk(put(s, `/api/subscriptions/${subscriptionId}/oils`, { selectedOils: [groundnut, coconut] })),
      },
      // After box 11's cutoff, before it ships: every box not yet shipped goes to the new address.
      {
        at: '2031-12-13T09:00:00.000Z',
        act: (s) =>
          expectOk(put(s, `/api/subscriptions/${subscriptionId}/shipping-address`, { shippingAddress: lakeAddress })),
      },
    ];

    // The scheduler runs every 12 hours (at every cutoff and renewal, which fall at 12:00) and
    // right after each of the shopper's changes, from subscribing until after the twelfth renewal.
    const moments = new Set<number>(actions.map((action) => Date.parse(action.at)));
    for (let at = Date.parse('2031-01-16T00:00:00.000Z'); at <= Date.parse('2032-01-16T00:00:00.000Z'); at += 12 * HOUR)
      moments.add(at);
    /** When each box was first seen in each state. */
    const seen = new Map<string, string>();
    // Box 0 took its bottles at checkout.
    expect(await stockOf(shop, tracked)).toEqual([39, 39, 40, 40]);

    for (const at of [...moments].sort((a, b) => a - b)) {
      clock.set(new Date(at));
      for (const action of actions.filter((candidate) => Date.parse(candidate.at) === at)) await action.act(shopper);
      await runDueTwice();
      for (const box of await boxes(shop, subscriptionId)) {
        const key = `${box.sequence}:${box.state}`;
        if (!seen.has(key)) seen.set(key, clock.now().toISOString());
      }
    }

    const renewal = (month: number) => new Date(Date.UTC(2031, month, 15, 12)).toISOString();
    const cutoff = (month: number) => new Date(Date.parse(renewal(month)) - CUTOFF_HOURS * HOUR).toISOString();
    const shipped = (sequence: number, oilIds: number[], address: Record<string, string>) => ({
      sequence,
      renewsAt: renewal(sequence),
      state: 'ordered',
      reserved: false,
      orderOils: oilIds,
      orderAddress: address,
    });
    const skipped = (sequence: number, skipReason: string) => ({
      sequence,
      renewsAt: renewal(sequence),
      state: 'skipped',
      reserved: false,
      skipReason,
      orderId: null,
    });
    const firstOils = [groundnut!, sesame!];
    const secondOils = [coconut!, sunflower!];
    const thirdOils = [groundnut!, coconut!];
    const expected = [
      shipped(0, firstOils, homeOrderAddress),
      shipped(1, firstOils, homeOrderAddress),
      shipped(2, firstOils, homeOrderAddress),
      skipped(3, 'shopper'),
      shipped(4, firstOils, homeOrderAddress),
      skipped(5, 'paused'),
      skipped(6, 'paused'),
      shipped(7, firstOils, homeOrderAddress),
      shipped(8, secondOils, homeOrderAddress),
      shipped(9, secondOils, homeOrderAddress),
      shipped(10, thirdOils, homeOrderAddress),
      shipped(11, thirdOils, lakeOrderAddress),
      shipped(12, thirdOils, lakeOrderAddress),
      { sequence: 13, renewsAt: renewal(13), cutoffAt: cutoff(13), state: 'scheduled', reserved: false },
    ];
    const all: BoxRow[] = await boxes(shop, subscriptionId);
    expect(all).toMatchObject(expected);
    for (const box of all.slice(1)) expect(box.cutoffAt).toBe(cutoff(box.sequence));

    // Ten orders: the first box and nine of the twelve renewals, one order per box.
    expect(await orderCount(shop, subscriptionId)).toBe(10);
    expect(new Set(all.map((box) => box.orderId).filter(Boolean)).size).toBe(10);

    // Each renewal's bottles were set aside at its cutoff and the box became an order at its renewal.
    for (const box of all.filter((candidate) => candidate.sequence > 0 && candidate.state === 'ordered')) {
      expect([box.sequence, seen.get(`${box.sequence}:locked`)]).toEqual([box.sequence, cutoff(box.sequence)]);
      expect([box.sequence, seen.get(`${box.sequence}:ordered`)]).toEqual([box.sequence, renewal(box.sequence)]);
    }
    expect(seen.get('3:locked')).toBe(cutoff(3));
    expect(seen.get('3:skipped')).toBe('2031-04-13T09:00:00.000Z');
    expect(seen.get('5:skipped')).toBe('2031-05-20T09:00:00.000Z');
    expect(seen.get('6:skipped')).toBe(cutoff(6));
    expect(seen.has('6:locked')).toBe(false);

    // The shelf lost exactly the bottles shipped: groundnut in boxes 0 1 2 4 7 10 11 12, sesame in
    // 0 1 2 4 7, coconut in 8 9 10 11 12, sunflower in 8 9.
    const shippedBottles = tracked.map(
      (id) => all.filter((box) => box.state === 'ordered' && box.orderOils!.includes(id)).length,
    );
    expect(shippedBottles).toEqual([8, 5, 5, 2]);
    expect(await stockOf(shop, tracked)).toEqual(stockBefore.map((stock, index) => stock - shippedBottles[index]!));

    const view = await subscriptionView(shopper);
    expect(view).toMatchObject({
      status: 'active',
      pausedUntil: null,
      selectedOils: thirdOils,
      shippingAddress: lakeAddress,
      currentPeriodEnd: renewal(13),
      nextBox: { state: 'scheduled', renewsAt: renewal(13), cutoffAt: cutoff(13), orderId: null },
    });
    expect(view.nextBox!.oils.map((boxOil) => boxOil.productId)).toEqual(thirdOils);
  });

  it('catches up after downtime: one run after a three-month gap ships each missed box once', async () => {
    const flaxseed = oil('Cold-Pressed Flaxseed Oil');
    const castor = oil('Cold-Pressed Castor Oil');
    await setStock(shop, flaxseed, 30);
    await setStock(shop, castor, 30);
    const start = clock.set('2033-03-10T08:00:00.000Z');
    const { subscriptionId } = await subscribe(shop, essentials, [flaxseed, castor]);
    clock.advanceHours(24);
    expect(await runDueTwice()).toBe(0);

    // The shop is down from 11 March until 10 June 09:00, an hour after box 3 was due.
    clock.set('2033-06-10T09:00:00.000Z');
    expect(await renewals.runDue(clock.now())).toEqual({ subscriptions: 1 });

    const month = (sequence: number) => new Date(Date.UTC(2033, 2 + sequence, 10, 8)).toISOString();
    expect(start.toISOString()).toBe(month(0));
    const all = await boxes(shop, subscriptionId);
    expect(all.slice(0, 4)).toMatchObject(
      [0, 1, 2, 3].map((sequence) => ({ sequence, renewsAt: month(sequence), state: 'ordered' })),
    );
    expect(all[4]).toMatchObject({ sequence: 4, renewsAt: month(4), state: 'scheduled', reserved: false });
    expect(all).toHaveLength(5);
    for (const box of all.slice(0, 4)) expect(box.orderOils).toEqual([flaxseed, castor]);
    expect(await orderCount(shop, subscriptionId)).toBe(4);
    expect(await stockOf(shop, [flaxseed, castor])).toEqual([26, 26]);

    // The same moment again: nothing is due, nothing changes.
    const before = { boxes: all, stock: await stockOf(shop, [flaxseed, castor]) };
    expect(await renewals.runDue(clock.now())).toEqual({ subscriptions: 0 });
    expect({ boxes: await boxes(shop, subscriptionId), stock: await stockOf(shop, [flaxseed, castor]) }).toEqual(
      before,
    );
    expect(await orderCount(shop, subscriptionId)).toBe(4);
  });

  it('renews a subscription started on 31 January on 28 February, then on 31 March and 30 April', async () => {
    const mustard = oil('Cold-Pressed Black Mustard Oil');
    const safflower = oil('Cold-Pressed Safflower Oil');
    await setStock(shop, mustard, 30);
    await setStock(shop, safflower, 30);
    clock.set('2035-01-31T15:00:00.000Z');
    const { shopper, subscriptionId } = await subscribe(shop, essentials, [mustard, safflower]);
    expect(await subscriptionView(shopper)).toMatchObject({
      currentPeriodEnd: '2035-02-28T15:00:00.000Z',
      nextBox: { renewsAt: '2035-02-28T15:00:00.000Z', cutoffAt: '2035-02-25T15:00:00.000Z' },
    });

    // A minute before the renewal the box is set aside but not yet an order; at the renewal it is.
    clock.set('2035-02-28T14:59:00.000Z');
    await runDueTwice();
    expect((await boxes(shop, subscriptionId))[1]).toMatchObject({ state: 'locked', orderId: null });
    clock.set('2035-02-28T15:00:00.000Z');
    await runDueTwice();
    expect((await boxes(shop, subscriptionId))[1]).toMatchObject({ state: 'ordered' });

    for (
      let at = Date.parse('2035-03-01T00:00:00.000Z');
      at <= Date.parse('2035-04-30T23:00:00.000Z');
      at += 24 * HOUR
    ) {
      clock.set(new Date(at));
      await runDueTwice();
    }
    clock.set('2035-05-01T00:00:00.000Z');
    await runDueTwice();

    const all = await boxes(shop, subscriptionId);
    expect(all.map((box) => [box.sequence, box.renewsAt, box.cutoffAt, box.state])).toEqual([
      [0, '2035-01-31T15:00:00.000Z', '2035-01-31T15:00:00.000Z', 'ordered'],
      [1, '2035-02-28T15:00:00.000Z', '2035-02-25T15:00:00.000Z', 'ordered'],
      [2, '2035-03-31T15:00:00.000Z', '2035-03-28T15:00:00.000Z', 'ordered'],
      [3, '2035-04-30T15:00:00.000Z', '2035-04-27T15:00:00.000Z', 'ordered'],
      [4, '2035-05-31T15:00:00.000Z', '2035-05-28T15:00:00.000Z', 'scheduled'],
    ]);
    expect(await orderCount(shop, subscriptionId)).toBe(4);
  });
});
