import request from 'supertest';
import { apiErrorSchema, type ApiError } from '@shop/contracts/errors';
import {
  subscriptionDeliveryWindowsSchema,
  subscriptionSchema,
  type SubscriptionDeliveryWindows,
} from '@shop/contracts/subscriptions';
import {
  ALPHARETTA,
  FORSYTH,
  MONDAY,
  SATURDAY,
  boxBookings,
  placesTaken,
  setCapacity,
  subscribeWithWindow,
  windowId,
} from '../../test/box-delivery-helpers.js';
import {
  SettableClock,
  oilsByName,
  planWithBottles,
  put,
  retireSubscriptions,
  setStock,
  subscriptionView,
  type Shopper,
} from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

/**
 * The shopper's say in when boxes come: their usual window, the windows to choose from, and
 * moving a booked box until its window's cutoff. Only the owner; anyone else gets a 404.
 * Pay on delivery, the clock moved by the test.
 */
describe('choosing when boxes come', () => {
  // Friday 26 March 2027, 8 AM in Cumming: renewals fall on Mondays (26 April, 26 May…).
  const clock = new SettableClock('2027-03-26T12:00:00.000Z');
  let shop: TestApp;
  let renewals: RenewalsService;
  let essentials: number;
  let oils: number[];
  let mondayMorning: number;
  let mondayAfternoon: number;

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    renewals = shop.app.get(RenewalsService);
    essentials = await planWithBottles(shop, 2);
    const byName = await oilsByName(shop);
    oils = ['Cold-Pressed Coconut Oil', 'Cold-Pressed Sunflower Oil'].map((name) => byName.get(name)!.id);
    for (const oil of oils) await setStock(shop, oil, 1000);
    mondayMorning = await windowId(shop, FORSYTH, MONDAY, 10);
    mondayAfternoon = await windowId(shop, FORSYTH, MONDAY, 14);
  });
  afterEach(() => retireSubscriptions(shop));
  afterAll(() => shop.close());

  /** A subscriber since Friday 26 March whose usual window is Monday morning (their first box came on 29 March). */
  async function mondaySubscriber() {
    clock.set('2027-03-26T12:00:00.000Z');
    return subscribeWithWindow(shop, {
      planId: essentials,
      selectedOils: oils,
      deliveryWindow: { windowId: mondayMorning, date: '2027-03-29' },
    });
  }

  /** Box 1's cutoff (72 hours before its renewal on Monday 26 April) has passed: its bottles are set aside and it is booked. */
  async function pastBoxOneCutoff(): Promise<void> {
    clock.set('2027-04-23T12:01:00.000Z');
    await renewals.runDue(clock.now());
  }

  const deliveryWindows = async (shopper: Shopper, id: number): Promise<SubscriptionDeliveryWindows> =>
    subscriptionDeliveryWindowsSchema.parse(
      (await shopper.get(`/api/subscriptions/${id}/delivery-windows`).expect(200)).body,
    );
  const setPreference = (shopper: Shopper, id: number, body: object) =>
    put(shopper, `/api/subscriptions/${id}/delivery-preference`, body);
  const moveBox = (shopper: Shopper, id: number, boxId: number | string, body: object) =>
    put(shopper, `/api/subscriptions/${id}/boxes/${boxId}/delivery-window`, body);

  function refusal(response: request.Response, status: number): ApiError {
    expect({ status: response.status, body: response.body }).toMatchObject({ status });
    return apiErrorSchema.parse(response.body);
  }

  it('lists the weekly windows of the address, and the windows a box set aside may move to', async () => {
    const { shopper, subscriptionId } = await mondaySubscriber();
    const before = await deliveryWindows(shopper, subscriptionId);
    expect(before.zone.name).toBe(FORSYTH);
    // Monday to Saturday, three windows a day.
    expect(before.weeklyWindows).toHaveLength(18);
    expect(before.weeklyWindows[0]).toEqual({ windowId: mondayMorning, label: 'Mondays, 10:00 AM – 12:00 PM' });
    expect(before.weeklyWindows.at(-1)!.label).toBe('Saturdays, 5:00 PM – 7:00 PM');
    // Box 1 is booked at its cutoff: nothing to move before.
    expect(before).toMatchObject({ boxId: null, boxWindows: [] });

    await pastBoxOneCutoff();
    const after = await deliveryWindows(shopper, subscriptionId);
    expect(after.boxId).toBe((await subscriptionView(shopper)).nextBox!.id);
    // Only windows starting after the box is made (its renewal on Monday 26 April at 8 AM).
    expect(after.boxWindows[0]).toMatchObject({ windowId: mondayMorning, date: '2027-04-26' });
    expect(after.boxWindows.every((window) => window.startsAt > '2027-04-26T12:00:00.000Z')).toBe(true);
  });

  it('sets and clears the usual window, refusing a window of another zone, a retired one or a malformed one', async () => {
    const { shopper, subscriptionId } = await mondaySubscriber();
    const changed = subscriptionSchema.parse(
      (await setPreference(shopper, subscriptionId, { windowId: mondayAfternoon }).expect(200)).body,
    );
    expect(changed.preferredWindow).toEqual({ windowId: mondayAfternoon, label: 'Mondays, 2:00 PM – 4:00 PM' });

    const otherZone = await windowId(shop, ALPHARETTA, SATURDAY, 10);
    const elsewhere = refusal(await setPreference(shopper, subscriptionId, { windowId: otherZone }), 409);
    expect(elsewhere).toMatchObject({ code: 'DELIVERY_WINDOW_NOT_OFFERED' });
    expect(elsewhere.fieldErrors?.map((fieldError) => fieldError.field)).toEqual(['windowId']);

    const saturdayEvening = await windowId(shop, FORSYTH, SATURDAY, 17);
    await shop.dataSource.query(`UPDATE delivery_windows SET "retiredAt" = now() WHERE id = $1`, [saturdayEvening]);
    try {
      const retired = refusal(await setPreference(shopper, subscriptionId, { windowId: saturdayEvening }), 409);
      expect(retired.code).toBe('DELIVERY_WINDOW_NOT_OFFERED');
    } finally {
      await shop.dataSource.query(`UPDATE delivery_windows SET "retiredAt" = NULL WHERE id = $1`, [saturdayEvening]);
    }
    for (const bad of [{}, { windowId: 'monday' }, { windowId: 0 }, { windowId: mondayMorning, extra: 1 }]) {
      const error = refusal(await setPreference(shopper, subscriptionId, bad), 400);
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    expect((await subscriptionView(shopper)).preferredWindow?.windowId).toBe(mondayAfternoon);

    const cleared = await setPreference(shopper, subscriptionId, { windowId: null }).expect(200);
    expect(cleared.body.preferredWindow).toBeNull();
  });

  it('moves a booked box until its window closes at 8 PM the day before, giving the old place back', async () => {
    const { shopper, subscriptionId } = await mondaySubscriber();
    await pastBoxOneCutoff();
    const boxId = (await subscriptionView(shopper)).nextBox!.id;
    // Earlier tests' boxes hold places that day too.
    const morning = await placesTaken(shop, mondayMorning, '2027-04-26');
    const afternoon = await placesTaken(shop, mondayAfternoon, '2027-04-26');

    const moved = subscriptionSchema.parse(
      (await moveBox(shopper, subscriptionId, boxId, { windowId: mondayAfternoon, date: '2027-04-26' }).expect(200))
        .body,
    );
    expect(moved.nextBox!.deliveryWindow).toMatchObject({
      windowId: mondayAfternoon,
      label: 'Monday 26 April, 2:00 PM – 4:00 PM',
      movableUntil: '2027-04-26T00:00:00.000Z',
      movableUntilLabel: '8:00 PM Sunday 25 April',
    });
    expect(await placesTaken(shop, mondayMorning, '2027-04-26')).toBe(morning - 1);
    expect(await placesTaken(shop, mondayAfternoon, '2027-04-26')).toBe(afternoon + 1);

    // 7:59:59 PM on Sunday in Cumming: still open.
    clock.set('2027-04-25T23:59:59.000Z');
    await moveBox(shopper, subscriptionId, boxId, { windowId: mondayMorning, date: '2027-04-26' }).expect(200);
    // 8 PM: the van's list for Monday is set.
    clock.set('2027-04-26T00:00:00.000Z');
    const locked = refusal(
      await moveBox(shopper, subscriptionId, boxId, { windowId: mondayAfternoon, date: '2027-04-27' }),
      409,
    );
    expect(locked.code).toBe('DELIVERY_WINDOW_LOCKED');
    expect((await boxBookings(shop, subscriptionId))[1]).toMatchObject({ windowId: mondayMorning, date: '2027-04-26' });
    expect(await deliveryWindows(shopper, subscriptionId)).toMatchObject({ boxId: null, boxWindows: [] });
  });

  it('refuses a window the box cannot take, suggesting ones it can', async () => {
    const { shopper, subscriptionId } = await mondaySubscriber();
    await pastBoxOneCutoff();
    const boxId = (await subscriptionView(shopper)).nextBox!.id;

    // Before the box is made (it renews on Monday morning), or in another zone.
    for (const choice of [
      { windowId: await windowId(shop, FORSYTH, SATURDAY, 10), date: '2027-04-24' },
      { windowId: await windowId(shop, ALPHARETTA, SATURDAY, 10), date: '2027-05-01' },
    ]) {
      const error = refusal(await moveBox(shopper, subscriptionId, boxId, choice), 409);
      expect(error.code).toBe('DELIVERY_WINDOW_NOT_OFFERED');
      expect(error.fieldErrors?.map((fieldError) => fieldError.field)).toEqual(['windowId']);
      expect(error.deliveryWindows!.length).toBeGreaterThan(0);
      expect(error.deliveryWindows!.every((window) => window.date >= '2027-04-26')).toBe(true);
    }

    const mondayEvening = await windowId(shop, FORSYTH, MONDAY, 17);
    await setCapacity(shop, mondayEvening, 0);
    try {
      const full = refusal(
        await moveBox(shopper, subscriptionId, boxId, { windowId: mondayEvening, date: '2027-04-26' }),
        409,
      );
      expect(full.code).toBe('DELIVERY_WINDOW_FULL');
    } finally {
      await setCapacity(shop, mondayEvening, 12);
    }
    for (const bad of [
      { windowId: mondayAfternoon },
      { windowId: mondayAfternoon, date: '2027-02-30' },
      { windowId: mondayAfternoon, date: '26/04/2027' },
    ]) {
      expect(refusal(await moveBox(shopper, subscriptionId, boxId, bad), 400).code).toBe('VALIDATION_FAILED');
    }
    expect((await boxBookings(shop, subscriptionId))[1]).toMatchObject({ windowId: mondayMorning, date: '2027-04-26' });
  });

  it('refuses to move a box not yet set aside, or one that is already an order', async () => {
    const { shopper, subscriptionId } = await mondaySubscriber();
    const [firstBox, nextBox] = await boxBookings(shop, subscriptionId);
    const choice = { windowId: mondayAfternoon, date: '2027-04-05' };
    const scheduled = refusal(await moveBox(shopper, subscriptionId, nextBox!.boxId, choice), 409);
    expect(scheduled.code).toBe('SUBSCRIPTION_CHANGE_NOT_ALLOWED');
    expect(scheduled.message).toContain('Choose your usual window instead');
    const ordered = refusal(await moveBox(shopper, subscriptionId, firstBox!.boxId, choice), 409);
    expect(ordered.message).toBe(
      `This box is now order ${firstBox!.boxOrderId}: change its delivery window on the order.`,
    );
  });

  it('answers 404 to other shoppers, for boxes of other subscriptions, and 401 signed out', async () => {
    const owner = await mondaySubscriber();
    await pastBoxOneCutoff();
    const boxId = (await subscriptionView(owner.shopper)).nextBox!.id;
    const other = await mondaySubscriber();
    const choice = { windowId: mondayAfternoon, date: '2027-04-26' };

    for (const response of [
      await other.shopper.get(`/api/subscriptions/${owner.subscriptionId}/delivery-windows`),
      await setPreference(other.shopper, owner.subscriptionId, { windowId: mondayAfternoon }),
      await moveBox(other.shopper, owner.subscriptionId, boxId, choice),
    ]) {
      expect(refusal(response, 404).code).toBe('SUBSCRIPTION_NOT_FOUND');
    }
    // The owner's box under the other shopper's own subscription is not theirs either.
    expect(refusal(await moveBox(other.shopper, other.subscriptionId, boxId, choice), 404).code).toBe(
      'SUBSCRIPTION_BOX_NOT_FOUND',
    );
    const signedOut = await request(shop.http).get(`/api/subscriptions/${owner.subscriptionId}/delivery-windows`);
    expect(signedOut.status).toBe(401);
    expect((await boxBookings(shop, owner.subscriptionId))[1]).toMatchObject({ windowId: mondayMorning });
    expect((await subscriptionView(owner.shopper)).preferredWindow?.windowId).toBe(mondayMorning);
  });

  it('refuses to subscribe into a window not offered or full, storing nothing', async () => {
    clock.set('2027-03-26T12:00:00.000Z');
    const [{ count: before }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM subscriptions`);
    // Today's windows closed at 8 PM yesterday; Monday evening is full.
    const mondayEvening = await windowId(shop, FORSYTH, MONDAY, 17);
    await setCapacity(shop, mondayEvening, 0);
    try {
      for (const [deliveryWindow, code] of [
        [{ windowId: await windowId(shop, FORSYTH, 5, 10), date: '2027-03-26' }, 'DELIVERY_WINDOW_NOT_OFFERED'],
        [{ windowId: mondayEvening, date: '2027-03-29' }, 'DELIVERY_WINDOW_FULL'],
      ] as const) {
        await expect(
          subscribeWithWindow(shop, { planId: essentials, selectedOils: oils, deliveryWindow }),
        ).rejects.toThrow(`"code":"${code}"`);
      }
    } finally {
      await setCapacity(shop, mondayEvening, 12);
    }
    const [{ count: after }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM subscriptions`);
    expect(after).toBe(before);
  });
});
