import { orderListSchema } from '@shop/contracts/orders';
import {
  ALPHARETTA,
  FORSYTH,
  SATURDAY,
  boxBookings,
  boxDeliveryEmails,
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
} from '../../test/renewal-helpers.js';
import { signedInAs } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from './renewals.service.js';

const MINUTE = 60_000;
const CUTOFF_HOURS = 72;
const THURSDAY = 4;

/** A moment a minute after `at` (the scheduler's next run). */
const justAfter = (at: string) => new Date(Date.parse(at) + MINUTE);
const cutoffBefore = (renewsAt: string) => new Date(Date.parse(renewsAt) - CUTOFF_HOURS * 3_600_000).toISOString();

/**
 * Boxes booked into delivery windows at their cutoff, with the clock moved by the test: the usual
 * window across months and both clock changes, a full or closed usual window, none with room,
 * places given back by skips and cancels, a new address in another zone, and a box that ships
 * after its window began. Pay on delivery; on PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */
describe('boxes booked into delivery windows at their cutoff', () => {
  const clock = new SettableClock('2026-10-20T12:00:00.000Z');
  let shop: TestApp;
  let renewals: RenewalsService;
  let essentials: number;
  let oils: number[];
  let saturdayMorning: number;

  beforeAll(async () => {
    shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    renewals = shop.app.get(RenewalsService);
    essentials = await planWithBottles(shop, 2);
    const byName = await oilsByName(shop);
    oils = ['Cold-Pressed Groundnut (Peanut) Oil', 'Cold-Pressed Sesame (Gingelly) Oil'].map(
      (name) => byName.get(name)!.id,
    );
    for (const oil of oils) await setStock(shop, oil, 1000);
    saturdayMorning = await windowId(shop, FORSYTH, SATURDAY, 10);
  });
  afterEach(() => retireSubscriptions(shop));
  afterAll(() => shop.close());

  async function runAt(at: Date | string) {
    clock.set(at);
    await renewals.runDue(clock.now());
  }

  /** A subscriber since `at` whose first box came on `firstDay` in the Saturday-morning window (their usual one). */
  async function saturdaySubscriber(at: string, firstDay: string) {
    clock.set(at);
    return subscribeWithWindow(shop, {
      planId: essentials,
      selectedOils: oils,
      deliveryWindow: { windowId: saturdayMorning, date: firstDay },
    });
  }

  it('books every renewal into the usual window, across months and both clock changes, and the order takes the place', async () => {
    // Subscribed on Tuesday 20 October 2026 at 8 AM in Cumming (EDT); renewals on the 20th at 12:00 UTC.
    const { shopper, subscriptionId, email } = await saturdaySubscriber('2026-10-20T12:00:00.000Z', '2026-10-24');
    const subscribed = await subscriptionView(shopper);
    expect(subscribed.preferredWindow).toEqual({ windowId: saturdayMorning, label: 'Saturdays, 10:00 AM – 12:00 PM' });
    const [firstOrder] = orderListSchema.parse((await shopper.get('/api/orders').expect(200)).body);
    // Before the clocks go back on 1 November: 10 AM is 14:00 UTC.
    expect(firstOrder!.deliveryWindow).toMatchObject({ date: '2026-10-24', startsAt: '2026-10-24T14:00:00.000Z' });

    const renewalsExpected = [
      // 1 November: clocks go back, 10 AM is 15:00 UTC. A Friday renewal takes the next day.
      { renewsAt: '2026-11-20T12:00:00.000Z', date: '2026-11-21', startsAt: '2026-11-21T15:00:00.000Z' },
      // A Sunday renewal waits for the Saturday after (Christmas Day, a closure, is a Friday).
      { renewsAt: '2026-12-20T12:00:00.000Z', date: '2026-12-26', startsAt: '2026-12-26T15:00:00.000Z' },
      { renewsAt: '2027-01-20T12:00:00.000Z', date: '2027-01-23', startsAt: '2027-01-23T15:00:00.000Z' },
      // A Saturday renewal at 7 AM goes out that morning.
      { renewsAt: '2027-02-20T12:00:00.000Z', date: '2027-02-20', startsAt: '2027-02-20T15:00:00.000Z' },
      // 14 March: clocks go forward, 10 AM is 14:00 UTC again.
      { renewsAt: '2027-03-20T12:00:00.000Z', date: '2027-03-20', startsAt: '2027-03-20T14:00:00.000Z' },
      { renewsAt: '2027-04-20T12:00:00.000Z', date: '2027-04-24', startsAt: '2027-04-24T14:00:00.000Z' },
    ];
    for (const [index, expected] of renewalsExpected.entries()) {
      const sequence = index + 1;
      await runAt(justAfter(cutoffBefore(expected.renewsAt)));
      const atCutoff = (await boxBookings(shop, subscriptionId))[sequence]!;
      expect(atCutoff).toMatchObject({
        sequence,
        state: 'locked',
        windowId: saturdayMorning,
        date: expected.date,
        startsAt: expected.startsAt,
        bookingOrderId: null,
      });
      const view = await subscriptionView(shopper);
      expect(view.nextBox).toMatchObject({ id: atCutoff.boxId, state: 'locked' });
      expect(view.nextBox!.deliveryWindow).toMatchObject({ date: expected.date, startsAt: expected.startsAt });
      expect(view.nextBox!.deliveryWindow!.label).toMatch(/^Saturday \d+ \w+, 10:00 AM – 12:00 PM$/);

      await runAt(justAfter(expected.renewsAt));
      const shipped = (await boxBookings(shop, subscriptionId))[sequence]!;
      expect(shipped).toMatchObject({ state: 'ordered', date: expected.date });
      expect(shipped.bookingOrderId).toBe(shipped.boxOrderId);
    }

    const emails = await boxDeliveryEmails(shop, email);
    expect(emails).toHaveLength(renewalsExpected.length);
    expect(emails[0]!.subject).toContain('Saturday 21 November, 10:00 AM – 12:00 PM');
    expect(emails[0]!.text).toContain('It goes in your usual window (Saturdays, 10:00 AM – 12:00 PM).');
    // Movable until 8 PM the day before, in Cumming's time whatever the server's.
    expect(emails[0]!.text).toContain('Until Friday, November 20, 2026 at 8:00 PM you can move it');
    expect(emails[4]!.text).toContain('Until Friday, March 19, 2027 at 8:00 PM you can move it');
  });

  it('books the earliest window with room when the usual one is full that day, and says so', async () => {
    const { subscriptionId, email } = await saturdaySubscriber('2027-06-01T12:00:00.000Z', '2027-06-05');
    // Box 1 renews on Thursday 1 July; its usual day is Saturday 3 July, which another shopper fills.
    await setCapacity(shop, saturdayMorning, 1);
    try {
      await saturdaySubscriber('2027-06-27T12:00:00.000Z', '2027-07-03');
      await runAt(justAfter(cutoffBefore('2027-07-01T12:00:00.000Z')));
      const box = (await boxBookings(shop, subscriptionId))[1]!;
      expect(box).toMatchObject({ state: 'locked', windowId: await windowId(shop, FORSYTH, THURSDAY, 10) });
      expect(box.date).toBe('2027-07-01');
      expect(await placesTaken(shop, saturdayMorning, '2027-07-03')).toBe(1);
      const [told] = await boxDeliveryEmails(shop, email);
      expect(told!.text).toContain('Thursday 1 July, 10:00 AM – 12:00 PM');
      expect(told!.text).toContain(
        'Your usual window (Saturdays, 10:00 AM – 12:00 PM) was full on Saturday 3 July, so we booked the earliest window with room.',
      );
    } finally {
      await setCapacity(shop, saturdayMorning, 12);
    }
  });

  it('books the earliest window with room when the shop is closed on the usual day, and says so', async () => {
    const { subscriptionId, email } = await saturdaySubscriber('2027-07-06T12:00:00.000Z', '2027-07-10');
    await shop.dataSource.query(
      `INSERT INTO delivery_closures ("zoneId", "windowId", "fromDate", "toDate", reason)
       VALUES (NULL, $1, '2027-08-07', '2027-08-07', 'Van in the garage')`,
      [saturdayMorning],
    );
    // Box 1 renews on Friday 6 August at 8 AM: the first window starting after is 10 AM that day.
    await runAt(justAfter(cutoffBefore('2027-08-06T12:00:00.000Z')));
    expect((await boxBookings(shop, subscriptionId))[1]).toMatchObject({ state: 'locked', date: '2027-08-06' });
    const [told] = await boxDeliveryEmails(shop, email);
    expect(told!.text).toContain(
      'We are not delivering in your usual window (Saturdays, 10:00 AM – 12:00 PM) on Saturday 7 August, so we booked the earliest window with room.',
    );
  });

  it('leaves a box unbooked when no window has room within the horizon, tells the shopper, and lets them book one', async () => {
    const { shopper, subscriptionId, email } = await saturdaySubscriber('2027-08-10T12:00:00.000Z', '2027-08-14');
    const capacities = (await shop.dataSource.query(`SELECT id, capacity FROM delivery_windows`)) as {
      id: number;
      capacity: number;
    }[];
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 0`);
    try {
      await runAt(justAfter(cutoffBefore('2027-09-10T12:00:00.000Z')));
    } finally {
      for (const { id, capacity } of capacities) await setCapacity(shop, id, capacity);
    }
    expect((await boxBookings(shop, subscriptionId))[1]).toMatchObject({ state: 'locked', windowId: null });
    const [told] = await boxDeliveryEmails(shop, email);
    expect(told!.subject).toContain('needs a delivery window');
    expect(told!.text).toContain('every delivery window for your address in the 14 days from Friday 10 September');
    expect((await subscriptionView(shopper)).nextBox!.deliveryWindow).toBeNull();
    // The runs page lists it for staff, whatever day they look at.
    const staff = await signedInAs(shop, 'staff');
    const { body: runs } = await staff.get('/api/admin/delivery/runs?date=2027-09-11').expect(200);
    expect(runs.unbookedBoxes).toContainEqual(
      expect.objectContaining({ subscriptionId, boxId: (await boxBookings(shop, subscriptionId))[1]!.boxId }),
    );

    // Places opened again: the shopper books the box from their subscription page.
    const { body: options } = await shopper.get(`/api/subscriptions/${subscriptionId}/delivery-windows`).expect(200);
    expect(options.boxId).toBe((await boxBookings(shop, subscriptionId))[1]!.boxId);
    const saturday = options.boxWindows.find((window: { windowId: number }) => window.windowId === saturdayMorning);
    const moved = await put(shopper, `/api/subscriptions/${subscriptionId}/boxes/${options.boxId}/delivery-window`, {
      windowId: saturday.windowId,
      date: saturday.date,
    }).expect(200);
    expect(moved.body.nextBox.deliveryWindow).toMatchObject({ date: '2027-09-11', windowId: saturdayMorning });
    const { body: after } = await staff.get('/api/admin/delivery/runs?date=2027-09-11').expect(200);
    expect(after.unbookedBoxes.some((box: { subscriptionId: number }) => box.subscriptionId === subscriptionId)).toBe(
      false,
    );
  });

  it('gives the place back when the box is skipped or the subscription cancelled', async () => {
    const { shopper, subscriptionId } = await saturdaySubscriber('2027-09-14T12:00:00.000Z', '2027-09-18');
    // Box 1 renews on Thursday 14 October: Saturday 16 October.
    await runAt(justAfter(cutoffBefore('2027-10-14T12:00:00.000Z')));
    expect(await placesTaken(shop, saturdayMorning, '2027-10-16')).toBe(1);

    await shopper.post(`/api/subscriptions/${subscriptionId}/skip`).expect(200);
    expect(await placesTaken(shop, saturdayMorning, '2027-10-16')).toBe(0);
    expect((await boxBookings(shop, subscriptionId))[1]).toMatchObject({ state: 'skipped', windowId: null });

    // Taking the skip back sets the bottles aside and books the box again.
    await shopper.post(`/api/subscriptions/${subscriptionId}/unskip`).expect(200);
    expect(await placesTaken(shop, saturdayMorning, '2027-10-16')).toBe(1);

    await shopper.post(`/api/subscriptions/${subscriptionId}/cancel`).expect(200);
    expect(await placesTaken(shop, saturdayMorning, '2027-10-16')).toBe(0);
    expect((await boxBookings(shop, subscriptionId))[1]).toMatchObject({ state: 'skipped', windowId: null });
  });

  it('books a box set aside into the new zone when the address moves there, forgetting the usual window', async () => {
    const { shopper, subscriptionId, email } = await saturdaySubscriber('2027-10-19T12:00:00.000Z', '2027-10-23');
    // Box 1 renews on Friday 19 November: Saturday 20 November in Forsyth County.
    await runAt(justAfter(cutoffBefore('2027-11-19T12:00:00.000Z')));
    expect(await placesTaken(shop, saturdayMorning, '2027-11-20')).toBe(1);

    const alpharetta = {
      address: '5 Old Milton Pkwy',
      city: 'Alpharetta',
      state: 'GA',
      zipCode: '30004',
      phone: '4045550111',
    };
    const changed = await put(shopper, `/api/subscriptions/${subscriptionId}/shipping-address`, {
      shippingAddress: alpharetta,
    }).expect(200);
    expect(await placesTaken(shop, saturdayMorning, '2027-11-20')).toBe(0);
    // Alpharetta's side is delivered Tuesday, Thursday and Saturday, 10 to 1 and 4 to 7.
    expect(changed.body.preferredWindow).toBeNull();
    expect(changed.body.nextBox.deliveryWindow).toMatchObject({
      windowId: await windowId(shop, ALPHARETTA, SATURDAY, 10),
      label: 'Saturday 20 November, 10:00 AM – 1:00 PM',
    });
    const emails = await boxDeliveryEmails(shop, email);
    expect(emails.at(-1)!.text).toContain('We deliver to your new address on other days');
  });

  it('books a box again when its window began before it shipped (the scheduler was down)', async () => {
    const thursdayMorning = await windowId(shop, FORSYTH, THURSDAY, 10);
    clock.set('2027-12-06T12:00:00.000Z');
    const { shopper, subscriptionId, email } = await subscribeWithWindow(shop, {
      planId: essentials,
      selectedOils: oils,
    });
    await put(shopper, `/api/subscriptions/${subscriptionId}/delivery-preference`, {
      windowId: thursdayMorning,
    }).expect(200);
    // Box 1 renews on Thursday 6 January 2028 at 7 AM: booked for 10 AM that day.
    await runAt(justAfter(cutoffBefore('2028-01-06T12:00:00.000Z')));
    expect((await boxBookings(shop, subscriptionId))[1]).toMatchObject({ date: '2028-01-06' });

    // The next run comes at noon, after the window began: the order takes next Thursday's.
    await runAt('2028-01-06T17:00:00.000Z');
    const shipped = (await boxBookings(shop, subscriptionId))[1]!;
    expect(shipped).toMatchObject({ state: 'ordered', windowId: thursdayMorning, date: '2028-01-13' });
    expect(shipped.bookingOrderId).toBe(shipped.boxOrderId);
    expect(await placesTaken(shop, thursdayMorning, '2028-01-06')).toBe(0);
    expect((await boxDeliveryEmails(shop, email)).map((sent) => sent.subject)).toEqual([
      expect.stringContaining('Thursday 6 January'),
      expect.stringContaining('Thursday 13 January'),
    ]);
  });
});
