import request from 'supertest';
import { orderListSchema, type Order } from '@shop/contracts/orders';
import { subscriptionSchema, type Subscription } from '@shop/contracts/subscriptions';
import { productStock } from '../../test/checkout-helpers.js';
import {
  act,
  boxAddress,
  boxCatalog,
  errorOf,
  mySubscriptions,
  signedInShopper,
  storedSubscription,
  subscribe,
  subscribedId,
  subscriptionTables,
  SettableClock,
  type BoxCatalog,
  type SelfServiceAction,
  type Shopper,
} from '../../test/subscription-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

/** Every test subscribes at the same moment; box n renews n calendar months later, its cutoff 72 hours before. */
const STARTED_AT = '2026-03-10T12:00:00.000Z';
const RENEWS_AT = [
  STARTED_AT,
  '2026-04-10T12:00:00.000Z',
  '2026-05-10T12:00:00.000Z',
  '2026-06-10T12:00:00.000Z',
  '2026-07-10T12:00:00.000Z',
  '2026-08-10T12:00:00.000Z',
];
const CUTOFF_AT = [
  STARTED_AT,
  '2026-04-07T12:00:00.000Z',
  '2026-05-07T12:00:00.000Z',
  '2026-06-07T12:00:00.000Z',
  '2026-07-07T12:00:00.000Z',
  '2026-08-07T12:00:00.000Z',
];
const minuteBefore = (iso: string) => new Date(new Date(iso).getTime() - 60_000).toISOString();

describe("a shopper's own pay-on-delivery subscription", () => {
  const clock = new SettableClock();
  let shop: TestApp;
  let catalog: BoxCatalog;
  let renewals: RenewalsService;
  let seededStock: string;

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    catalog = await boxCatalog(shop);
    renewals = shop.app.get(RenewalsService);
    seededStock = JSON.stringify(await shop.dataSource.query(`SELECT id, stock FROM products`));
  });
  beforeEach(() => clock.set(STARTED_AT));
  // The renewal run works on every subscription in the database: ending this test's subscriptions
  // keeps the next test's run (which starts again at STARTED_AT) to its own. The shelves are
  // filled again, so no test runs out of an oil because of the boxes of the tests before it.
  afterEach(async () => {
    await shop.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE status <> 'cancelled'`);
    await shop.dataSource.query(
      `UPDATE products p SET stock = seeded.stock
         FROM jsonb_to_recordset($1::jsonb) AS seeded(id int, stock int) WHERE p.id = seeded.id`,
      [seededStock],
    );
  });
  afterAll(() => shop.close());

  const oil = (index: number) => catalog.oils[index]!;
  const named = (...indexes: number[]) => indexes.map((index) => ({ productId: oil(index).id, name: oil(index).name }));

  /** A new shopper subscribed to the Essentials Box (two bottles) with oils `first` and `second`. */
  async function subscriber(first = 0, second = 1) {
    const client = await signedInShopper(shop);
    const response = await subscribe(client, {
      planId: catalog.planWith(2).id,
      shippingAddress: boxAddress,
      selectedOils: [oil(first).id, oil(second).id],
    }).expect(200);
    return { client, id: subscribedId(response) };
  }

  async function current(client: Shopper, id: number): Promise<Subscription> {
    const found = (await mySubscriptions(client)).find((subscription) => subscription.id === id);
    if (!found) throw new Error(`Subscription ${id} is not listed`);
    return found;
  }

  /** A self-service call that must succeed; its answer is the subscription as the shopper now sees it. */
  async function change(client: Shopper, id: number, action: SelfServiceAction, body?: object) {
    const changed = subscriptionSchema.parse((await act(client, id, action, body).expect(200)).body);
    expect(changed).toEqual(await current(client, id));
    return changed;
  }

  /** A self-service call that must be refused with `status`, changing no row of the subscription, no order and no stock. */
  async function refused(
    client: Shopper,
    id: number,
    action: SelfServiceAction,
    body: object | undefined,
    status: number,
  ) {
    const before = { stored: await storedSubscription(shop, id), tables: await subscriptionTables(shop) };
    const response = await act(client, id, action, body).expect(status);
    expect({ stored: await storedSubscription(shop, id), tables: await subscriptionTables(shop) }).toEqual(before);
    return errorOf(response);
  }

  async function runRenewalsAt(iso: string) {
    clock.set(iso);
    await renewals.runDue(clock.now());
  }

  async function boxOrders(client: Shopper, id: number): Promise<Order[]> {
    const orders = orderListSchema.parse((await client.get('/api/orders').expect(200)).body);
    return orders.filter((order) => order.subscriptionId === id).sort((a, b) => a.id - b.id);
  }

  const oilsOf = (order: Order) => order.items.map(({ productId, name }) => ({ productId, name }));
  const stockOf = (...indexes: number[]) => Promise.all(indexes.map((index) => productStock(shop, oil(index).id)));

  /** Every self-service call, each with a valid body. */
  const everyAction = (): [SelfServiceAction, object | undefined][] => [
    ['oils', { selectedOils: [oil(2).id, oil(3).id] }],
    ['skip', undefined],
    ['unskip', undefined],
    ['pause', { months: 1 }],
    ['resume', undefined],
    ['shipping-address', { shippingAddress: boxAddress }],
    ['cancel', undefined],
    ['keep', undefined],
    ['billing-portal', undefined],
  ];

  it('sets the coming box aside at its cutoff, orders it at its renewal, and schedules the next a calendar month on', async () => {
    const { client, id } = await subscriber(0, 1);
    const stockAfterSubscribing = await stockOf(0, 1);

    await runRenewalsAt(minuteBefore(CUTOFF_AT[1]!));
    expect((await current(client, id)).nextBox?.state).toBe('scheduled');
    expect(await stockOf(0, 1)).toEqual(stockAfterSubscribing);

    await runRenewalsAt(CUTOFF_AT[1]!);
    expect((await current(client, id)).nextBox).toMatchObject({ state: 'locked', oils: named(0, 1) });
    expect(await stockOf(0, 1)).toEqual(stockAfterSubscribing.map((stock) => stock - 1));

    await runRenewalsAt(RENEWS_AT[1]!);
    await runRenewalsAt(RENEWS_AT[1]!);
    const orders = await boxOrders(client, id);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({ total: catalog.planWith(2).price, status: 'confirmed' });
    expect(oilsOf(orders[1]!)).toEqual(named(0, 1));
    expect(await current(client, id)).toMatchObject({
      status: 'active',
      currentPeriodStart: RENEWS_AT[1],
      currentPeriodEnd: RENEWS_AT[2],
      nextBox: { renewsAt: RENEWS_AT[2], cutoffAt: CUTOFF_AT[2], state: 'scheduled', oils: named(0, 1), orderId: null },
    });
    // The order took the bottles set aside at the cutoff: none more.
    expect(await stockOf(0, 1)).toEqual(stockAfterSubscribing.map((stock) => stock - 1));
  });

  it('catches up on renewals missed while the shop was down: one order per box, in order', async () => {
    const { client, id } = await subscriber(0, 1);
    await runRenewalsAt(RENEWS_AT[3]!);
    const orders = await boxOrders(client, id);
    expect(orders).toHaveLength(4);
    expect(await current(client, id)).toMatchObject({
      currentPeriodStart: RENEWS_AT[3],
      currentPeriodEnd: RENEWS_AT[4],
      nextBox: { renewsAt: RENEWS_AT[4], state: 'scheduled' },
    });
  });

  describe('choosing the oils again', () => {
    it('changes the oils of the coming box: exactly the plan count of oils on the shelf', async () => {
      const { client, id } = await subscriber(0, 1);
      const stockBefore = await stockOf(0, 1, 2, 3);

      const changed = await change(client, id, 'oils', { selectedOils: [oil(3).id, oil(2).id] });
      expect(changed.selectedOils).toEqual([oil(3).id, oil(2).id]);
      expect(changed.nextBox).toMatchObject({ state: 'scheduled', oils: named(3, 2) });
      // Nothing is set aside before the cutoff.
      expect(await stockOf(0, 1, 2, 3)).toEqual(stockBefore);

      await runRenewalsAt(RENEWS_AT[1]!);
      const orders = await boxOrders(client, id);
      expect(oilsOf(orders[0]!)).toEqual(named(0, 1));
      expect(oilsOf(orders[1]!)).toEqual(named(3, 2));
    });

    it('refuses a wrong count, a spice, an unknown product, a repeat or a sold-out oil, changing nothing', async () => {
      const { client, id } = await subscriber(0, 1);
      const exactly = 'Please select exactly 2 oils for your subscription';
      const cases: [number[], number, { code: string; field?: string; message: string }][] = [
        [[oil(2).id], 400, { code: 'INVALID_OIL_SELECTION', field: 'selectedOils', message: exactly }],
        [
          [oil(2).id, oil(3).id, oil(4).id],
          400,
          { code: 'INVALID_OIL_SELECTION', field: 'selectedOils', message: exactly },
        ],
        [
          [oil(2).id, catalog.spice.id],
          400,
          { code: 'INVALID_OIL_SELECTION', field: 'selectedOils', message: `${catalog.spice.name} is not an oil` },
        ],
        [
          [oil(2).id, 999_999],
          400,
          { code: 'INVALID_OIL_SELECTION', field: 'selectedOils', message: 'Oil 999999 does not exist' },
        ],
        [
          [oil(2).id, oil(2).id],
          400,
          { code: 'VALIDATION_FAILED', field: 'selectedOils', message: 'Choose each oil only once' },
        ],
        [[], 400, { code: 'VALIDATION_FAILED', field: 'selectedOils', message: 'Select your oils' }],
        [
          [oil(2).id, catalog.soldOutOil.id],
          409,
          { code: 'OUT_OF_STOCK', message: `${catalog.soldOutOil.name} is out of stock` },
        ],
      ];
      for (const [selectedOils, status, expected] of cases) {
        const error = await refused(client, id, 'oils', { selectedOils }, status);
        expect(error.code).toBe(expected.code);
        if (expected.field) expect(error.fieldErrors).toEqual([{ field: expected.field, message: expected.message }]);
        else expect(error.message).toBe(expected.message);
      }
      expect((await current(client, id)).selectedOils).toEqual([oil(0).id, oil(1).id]);
    });

    it('after the cutoff, leaves the box already set aside as it is and changes the boxes after it', async () => {
      const { client, id } = await subscriber(0, 1);
      await runRenewalsAt(CUTOFF_AT[1]!);
      const stockBefore = await stockOf(0, 1, 2, 3);

      const changed = await change(client, id, 'oils', { selectedOils: [oil(2).id, oil(3).id] });
      expect(changed.selectedOils).toEqual([oil(2).id, oil(3).id]);
      expect(changed.nextBox).toMatchObject({ state: 'locked', oils: named(0, 1) });
      expect(await stockOf(0, 1, 2, 3)).toEqual(stockBefore);

      await runRenewalsAt(RENEWS_AT[1]!);
      await runRenewalsAt(RENEWS_AT[2]!);
      expect((await boxOrders(client, id)).map(oilsOf)).toEqual([named(0, 1), named(0, 1), named(2, 3)]);
    });

    it('holds a box whose oil ran out at the cutoff, and ships it as soon as a substitute is chosen', async () => {
      const { client, id } = await subscriber(0, 6);
      const shortOil = oil(6);
      const [keptStock] = await stockOf(0);
      await shop.dataSource.query(`UPDATE products SET stock = 0 WHERE id = $1`, [shortOil.id]);
      await runRenewalsAt(CUTOFF_AT[1]!);
      expect((await current(client, id)).nextBox).toMatchObject({
        state: 'held',
        oils: named(0, 6),
        shortOils: named(6),
      });
      // All or none: the oil still on the shelf was not taken either.
      expect(await stockOf(0)).toEqual([keptStock]);

      // The renewal passes without a box; the held box stays the one the shopper is asked about.
      await runRenewalsAt(RENEWS_AT[1]!);
      expect(await boxOrders(client, id)).toHaveLength(1);
      expect((await current(client, id)).nextBox).toMatchObject({ state: 'held', renewsAt: RENEWS_AT[1] });

      const stillShort = await refused(client, id, 'oils', { selectedOils: [oil(0).id, shortOil.id] }, 409);
      expect(stillShort).toMatchObject({ code: 'OUT_OF_STOCK', message: `${shortOil.name} is out of stock` });

      const [substituteStock] = await stockOf(2);
      const changed = await change(client, id, 'oils', { selectedOils: [oil(0).id, oil(2).id] });
      const orders = await boxOrders(client, id);
      expect(orders).toHaveLength(2);
      expect(oilsOf(orders[1]!)).toEqual(named(0, 2));
      expect(changed.nextBox).toMatchObject({ state: 'scheduled', renewsAt: RENEWS_AT[2] });
      expect(await stockOf(0, 2)).toEqual([keptStock! - 1, substituteStock! - 1]);
    });
  });

  describe('skipping the next box', () => {
    it('skips the next box and takes the skip back; skipping twice or undoing nothing is refused', async () => {
      const { client, id } = await subscriber();
      expect((await change(client, id, 'skip')).nextBox).toMatchObject({ renewsAt: RENEWS_AT[1], state: 'skipped' });
      expect(await refused(client, id, 'skip', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'The next box is already skipped.',
      });
      expect((await change(client, id, 'unskip')).nextBox).toMatchObject({
        renewsAt: RENEWS_AT[1],
        state: 'scheduled',
      });
      expect(await refused(client, id, 'unskip', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'The next box is not skipped.',
      });
    });

    it('a skipped box never becomes an order; the box after it ships as usual', async () => {
      const { client, id } = await subscriber(0, 1);
      await change(client, id, 'skip');
      const stockBefore = await stockOf(0, 1);
      await runRenewalsAt(RENEWS_AT[1]!);
      expect(await boxOrders(client, id)).toHaveLength(1);
      expect(await stockOf(0, 1)).toEqual(stockBefore);
      expect(await current(client, id)).toMatchObject({
        status: 'active',
        nextBox: { renewsAt: RENEWS_AT[2], state: 'scheduled' },
      });
      await runRenewalsAt(RENEWS_AT[2]!);
      expect(await boxOrders(client, id)).toHaveLength(2);
    });

    it('after the cutoff, a skip puts the bottles back and undoing it sets them aside again', async () => {
      const { client, id } = await subscriber(0, 1);
      await runRenewalsAt(CUTOFF_AT[1]!);
      const setAside = await stockOf(0, 1);
      expect((await change(client, id, 'skip')).nextBox?.state).toBe('skipped');
      expect(await stockOf(0, 1)).toEqual(setAside.map((stock) => stock + 1));
      expect((await change(client, id, 'unskip')).nextBox?.state).toBe('locked');
      expect(await stockOf(0, 1)).toEqual(setAside);
    });

    it('refuses to skip a box whose renewal has passed', async () => {
      const { client, id } = await subscriber();
      // The renewal is due but the scheduler has not run yet: that box is no longer the shopper's to change.
      clock.set(RENEWS_AT[1]!);
      expect(await refused(client, id, 'skip', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'There is no coming box to change.',
      });
    });
  });

  describe('pausing', () => {
    it('pauses for 1 to 3 months only', async () => {
      const { client, id } = await subscriber();
      for (const body of [{ months: 0 }, { months: 4 }, { months: -1 }, { months: 1.5 }, { months: '2' }, {}]) {
        const error = await refused(client, id, 'pause', body, 400);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fieldErrors?.map((fieldError) => fieldError.field)).toEqual(['months']);
      }
      expect((await refused(client, id, 'pause', { months: 4 }, 400)).fieldErrors?.[0]?.message).toBe(
        'Pause for 1 to 3 months',
      );
    });

    it('pauses, refuses a second pause and a skip while paused, and resumes', async () => {
      const { client, id } = await subscriber();
      const paused = await change(client, id, 'pause', { months: 2 });
      expect(paused).toMatchObject({
        status: 'paused',
        pausedUntil: RENEWS_AT[3],
        nextBox: { renewsAt: RENEWS_AT[1], state: 'skipped' },
      });
      expect(await refused(client, id, 'pause', { months: 1 }, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'This subscription is already paused.',
      });
      expect(await refused(client, id, 'skip', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'This subscription is paused: its boxes are already skipped.',
      });

      const resumed = await change(client, id, 'resume');
      expect(resumed).toMatchObject({
        status: 'active',
        pausedUntil: null,
        nextBox: { renewsAt: RENEWS_AT[1], state: 'scheduled' },
      });
      expect(await refused(client, id, 'resume', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'This subscription is not paused.',
      });
    });

    it.each([1, 2, 3])(
      'a pause of %i month(s) skips that many boxes, then boxes ship by themselves',
      async (months) => {
        const { client, id } = await subscriber(0, 1);
        const stockBefore = await stockOf(0, 1);
        expect((await change(client, id, 'pause', { months })).pausedUntil).toBe(RENEWS_AT[1 + months]);

        await runRenewalsAt(minuteBefore(CUTOFF_AT[1 + months]!));
        expect(await boxOrders(client, id)).toHaveLength(1);
        expect(await stockOf(0, 1)).toEqual(stockBefore);
        expect((await current(client, id)).status).toBe('paused');

        await runRenewalsAt(RENEWS_AT[1 + months]!);
        const orders = await boxOrders(client, id);
        expect(orders).toHaveLength(2);
        expect(await current(client, id)).toMatchObject({
          status: 'active',
          pausedUntil: null,
          nextBox: { renewsAt: RENEWS_AT[2 + months], state: 'scheduled' },
        });
        expect(await stockOf(0, 1)).toEqual(stockBefore.map((stock) => stock - 1));
      },
    );

    it('refuses to take back a skip while paused (resume instead), changing nothing', async () => {
      const { client, id } = await subscriber();
      await change(client, id, 'skip');
      await change(client, id, 'pause', { months: 1 });
      expect(await refused(client, id, 'unskip', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'This subscription is paused: resume it to get boxes again.',
      });
    });

    it('after the cutoff, a pause puts the bottles back and resuming sets them aside again', async () => {
      const { client, id } = await subscriber(0, 1);
      await runRenewalsAt(CUTOFF_AT[1]!);
      const setAside = await stockOf(0, 1);
      expect((await change(client, id, 'pause', { months: 1 })).nextBox?.state).toBe('skipped');
      expect(await stockOf(0, 1)).toEqual(setAside.map((stock) => stock + 1));
      expect(await change(client, id, 'resume')).toMatchObject({ status: 'active', nextBox: { state: 'locked' } });
      expect(await stockOf(0, 1)).toEqual(setAside);
      await runRenewalsAt(RENEWS_AT[1]!);
      expect(await boxOrders(client, id)).toHaveLength(2);
    });
  });

  describe('the delivery address', () => {
    const newAddress = {
      address: '2 Lake Lanier Way',
      city: 'Cumming',
      state: 'GA',
      zipCode: '30041',
      phone: '6785550199',
    };

    it('changes the address of the coming boxes', async () => {
      const { client, id } = await subscriber();
      expect((await change(client, id, 'shipping-address', { shippingAddress: newAddress })).shippingAddress).toEqual(
        newAddress,
      );
      await runRenewalsAt(RENEWS_AT[1]!);
      const [first, renewed] = await boxOrders(client, id);
      expect(first!.shippingAddress).toMatchObject({ address: boxAddress.address, zipCode: boxAddress.zipCode });
      expect(renewed!.shippingAddress).toMatchObject({ address: newAddress.address, zipCode: '30041' });
      expect(renewed!.phone).toBe(newAddress.phone);
    });

    it('refuses an address outside the delivery area or incomplete, changing nothing', async () => {
      const { client, id } = await subscriber();
      for (const zipCode of ['90210', '00000']) {
        const error = await refused(
          client,
          id,
          'shipping-address',
          { shippingAddress: { ...newAddress, zipCode } },
          400,
        );
        expect(error.code).toBe('OUTSIDE_DELIVERY_AREA');
        expect(error.fieldErrors?.map((fieldError) => fieldError.field)).toEqual(['shippingAddress.zipCode']);
      }
      const badState = await refused(
        client,
        id,
        'shipping-address',
        { shippingAddress: { ...newAddress, state: 'GEO' } },
        400,
      );
      expect(badState.fieldErrors).toEqual([{ field: 'shippingAddress.state', message: 'State is required' }]);
      expect((await current(client, id)).shippingAddress).toEqual(boxAddress);
    });
  });

  describe('cancelling', () => {
    it('cancels at the end of the period and keeps it; both refused when already done', async () => {
      const { client, id } = await subscriber();
      const cancelled = await change(client, id, 'cancel');
      expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, nextBox: { state: 'skipped' } });
      expect(await refused(client, id, 'cancel', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'This subscription is already cancelled at the end of its period.',
      });
      for (const [action, body] of [
        ['skip', undefined],
        ['pause', { months: 1 }],
      ] as const) {
        expect(await refused(client, id, action, body, 409)).toMatchObject({
          code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
          message: 'This subscription ends at the end of its period.',
        });
      }

      const kept = await change(client, id, 'keep');
      expect(kept).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, nextBox: { state: 'scheduled' } });
      expect(await refused(client, id, 'keep', undefined, 409)).toMatchObject({
        code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
        message: 'This subscription is not set to end.',
      });
    });

    it('a cancellation after the cutoff puts the bottles back, and keeping it sets them aside again', async () => {
      const { client, id } = await subscriber(0, 1);
      await runRenewalsAt(CUTOFF_AT[1]!);
      const setAside = await stockOf(0, 1);
      await change(client, id, 'cancel');
      expect(await stockOf(0, 1)).toEqual(setAside.map((stock) => stock + 1));
      expect((await change(client, id, 'keep')).nextBox?.state).toBe('locked');
      expect(await stockOf(0, 1)).toEqual(setAside);
    });

    it('cancelling a paused subscription ends the pause; keeping it then ships the next box', async () => {
      const { client, id } = await subscriber();
      await change(client, id, 'pause', { months: 2 });
      expect(await change(client, id, 'cancel')).toMatchObject({
        status: 'active',
        pausedUntil: null,
        cancelAtPeriodEnd: true,
        nextBox: { state: 'skipped' },
      });
      expect(await change(client, id, 'keep')).toMatchObject({
        status: 'active',
        cancelAtPeriodEnd: false,
        nextBox: { renewsAt: RENEWS_AT[1], state: 'scheduled' },
      });
      await runRenewalsAt(RENEWS_AT[1]!);
      expect(await boxOrders(client, id)).toHaveLength(2);
    });

    it('a box still held for a substitute when the subscription ends is given up, not shown as coming', async () => {
      const { client, id } = await subscriber(0, 6);
      await shop.dataSource.query(`UPDATE products SET stock = 0 WHERE id = $1`, [oil(6).id]);
      await runRenewalsAt(CUTOFF_AT[1]!);
      await runRenewalsAt(RENEWS_AT[1]!);
      expect((await current(client, id)).nextBox).toMatchObject({ state: 'held', renewsAt: RENEWS_AT[1] });
      await change(client, id, 'cancel');

      await runRenewalsAt(RENEWS_AT[2]!);
      expect(await current(client, id)).toMatchObject({ status: 'cancelled', nextBox: null });
      expect(await boxOrders(client, id)).toHaveLength(1);
      const boxes = (await storedSubscription(shop, id)).boxes as { state: string; reserved: boolean }[];
      expect(boxes.map(({ state, reserved }) => ({ state, reserved }))).toEqual([
        { state: 'ordered', reserved: false },
        { state: 'failed', reserved: false },
        { state: 'skipped', reserved: false },
      ]);
    });

    it('ends at the renewal without another box, then refuses every change with the reason', async () => {
      const { client, id } = await subscriber(0, 1);
      await change(client, id, 'cancel');
      const stockBefore = await stockOf(0, 1);
      await runRenewalsAt(RENEWS_AT[1]!);
      await runRenewalsAt(RENEWS_AT[3]!);
      expect(await boxOrders(client, id)).toHaveLength(1);
      expect(await stockOf(0, 1)).toEqual(stockBefore);
      expect(await current(client, id)).toMatchObject({ status: 'cancelled', nextBox: null });

      const reasons: Record<SelfServiceAction, string> = {
        oils: 'This subscription is cancelled.',
        skip: 'This subscription is cancelled.',
        unskip: 'This subscription is cancelled.',
        pause: 'This subscription is cancelled.',
        resume: 'This subscription is not paused.',
        'shipping-address': 'This subscription is cancelled.',
        cancel: 'This subscription is cancelled.',
        keep: 'This subscription is not set to end.',
        'billing-portal': 'This subscription is not paid by card.',
      };
      for (const [action, body] of everyAction()) {
        expect(await refused(client, id, action, body, 409)).toMatchObject({
          code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
          message: reasons[action],
        });
      }
    });
  });

  it('offers the card billing portal to card subscriptions only (409 for pay on delivery)', async () => {
    const { client, id } = await subscriber();
    expect(await refused(client, id, 'billing-portal', undefined, 409)).toMatchObject({
      code: 'SUBSCRIPTION_CHANGE_NOT_ALLOWED',
      message: 'This subscription is not paid by card.',
    });
  });

  describe("another shopper's subscription", () => {
    it('is answered like one that does not exist (404) by every endpoint, and nothing changes', async () => {
      const { client: owner, id } = await subscriber();
      const stranger = await signedInShopper(shop);
      await subscriber(); // someone else's too, so the lists below are not trivially empty
      const seenByOwner = await current(owner, id);
      for (const [action, body] of everyAction()) {
        const error = await refused(stranger, id, action, body, 404);
        expect(error).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: `Subscription ${id} does not exist` });
        // The same answer as for an id nobody has: a stranger learns nothing by trying ids.
        const unknown = errorOf(await act(stranger, 2_000_000_000, action, body).expect(404));
        expect(unknown.code).toBe('SUBSCRIPTION_NOT_FOUND');
      }
      expect(await current(owner, id)).toEqual(seenByOwner);
      expect(await mySubscriptions(stranger)).toEqual([]);
    });

    it('never appears in GET /api/subscriptions of anyone else', async () => {
      const first = await subscriber();
      const second = await subscriber();
      expect((await mySubscriptions(first.client)).map((subscription) => subscription.id)).toEqual([first.id]);
      expect((await mySubscriptions(second.client)).map((subscription) => subscription.id)).toEqual([second.id]);
    });
  });

  it.each(['abc', '0', '99999999999', '-1', '1.5'])(
    'refuses the malformed id %p on every endpoint (400 naming id)',
    async (badId) => {
      const { client } = await subscriber();
      const before = await subscriptionTables(shop);
      for (const [action, body] of everyAction()) {
        const error = errorOf(await act(client, badId, action, body).expect(400));
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fieldErrors?.map((fieldError) => fieldError.field)).toEqual(['id']);
      }
      expect(await subscriptionTables(shop)).toEqual(before);
    },
  );

  it('answers 401 to a signed-out visitor on every endpoint', async () => {
    const { id } = await subscriber();
    const before = await storedSubscription(shop, id);
    for (const [action, body] of everyAction()) {
      const path = `/api/subscriptions/${id}/${action}`;
      const call =
        action === 'oils' || action === 'shipping-address'
          ? request(shop.http).put(path)
          : request(shop.http).post(path);
      const response = await call.set('Sec-Fetch-Site', 'same-origin').send(body).expect(401);
      expect(errorOf(response).code).toBe('SIGN_IN_REQUIRED');
    }
    expect(await storedSubscription(shop, id)).toEqual(before);
  });
});
