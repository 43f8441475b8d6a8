import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { deliveryWindowsSchema, type OfferedWindow } from '@shop/contracts/delivery-windows';
import { apiErrorSchema } from '@shop/contracts/errors';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { SettableClock } from '../../test/renewal-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DeliveryClosure } from './schedule/delivery-closure.entity.js';
import { DeliveryZone } from './schedule/delivery-zone.entity.js';

/** Monday 23 November 2026, 10:00 AM in Cumming (EST, UTC−5). */
const MONDAY_MORNING = '2026-11-23T15:00:00Z';

const FORSYTH = 'Forsyth County';
const SOUTH = 'Alpharetta, Milton and Johns Creek';
const CATCH_ALL = 'Lake Lanier and the rest of the area';

/**
 * GET /api/delivery-windows?zipCode=: the seeded schedule as shoppers see it, for the next two
 * weeks (DELIVERY_BOOKING_DAYS) in the shop's time, without windows that are full, closed or past
 * their cutoff.
 */
describe('GET /api/delivery-windows', () => {
  const clock = new SettableClock(MONDAY_MORNING);
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' }, clock });
  });
  afterAll(() => shop.close());
  beforeEach(() => clock.set(MONDAY_MORNING));

  async function offerFor(zipCode: string) {
    const response = await request(shop.http).get(`/api/delivery-windows?zipCode=${zipCode}`).expect(200);
    return deliveryWindowsSchema.parse(response.body);
  }
  const windowsFor = async (zipCode: string) => (await offerFor(zipCode)).windows;
  const datesOf = (windows: OfferedWindow[]) => [...new Set(windows.map((window) => window.date))];
  const hoursOf = (windows: OfferedWindow[]) => [...new Set(windows.map((window) => window.label.split(', ')[1]))];
  const zoneId = async (name: string) =>
    (await shop.dataSource.getRepository(DeliveryZone).findOneByOrFail({ name })).id;

  /** Closes days for as long as `check` runs. */
  async function whileClosed(closure: Partial<DeliveryClosure>, check: () => Promise<void>) {
    const closures = shop.dataSource.getRepository(DeliveryClosure);
    const saved = await closures.save(closures.create({ zoneId: null, windowId: null, reason: 'Test', ...closure }));
    try {
      await check();
    } finally {
      await closures.delete({ id: saved.id });
    }
  }

  it('offers Forsyth County’s windows to 30040: three a day, Monday to Saturday, from the first still open', async () => {
    const offer = await offerFor('30040');
    expect(offer.zipCode).toBe('30040');
    expect(offer.zone).toEqual({ id: await zoneId(FORSYTH), name: FORSYTH });
    // Monday's windows closed on Sunday at 8 PM; Sundays have none; the horizon ends Sunday 6 December.
    expect(datesOf(offer.windows)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(offer.windows).toHaveLength(33);
    expect(hoursOf(offer.windows)).toEqual(['10:00 AM – 12:00 PM', '2:00 PM – 4:00 PM', '5:00 PM – 7:00 PM']);
    expect(offer.windows[0]).toEqual({
      windowId: expect.any(Number),
      date: '2026-11-24',
      startsAt: '2026-11-24T15:00:00.000Z',
      endsAt: '2026-11-24T17:00:00.000Z',
      label: 'Tuesday 24 November, 10:00 AM – 12:00 PM',
      cutoffAt: '2026-11-24T01:00:00.000Z',
      cutoffLabel: 'Order by 8:00 PM Monday 23 November',
    });
  });

  it('offers the Alpharetta side to 30005 on Tuesdays, Thursdays and Saturdays', async () => {
    const offer = await offerFor('30005');
    expect(offer.zone?.name).toBe(SOUTH);
    expect(datesOf(offer.windows)).toEqual([
      '2026-11-24',
      '2026-11-26',
      '2026-11-28',
      '2026-12-01',
      '2026-12-03',
      '2026-12-05',
    ]);
    expect(hoursOf(offer.windows)).toEqual(['10:00 AM – 1:00 PM', '4:00 PM – 7:00 PM']);
  });

  it('gives ZIPs within 50 miles that no zone lists to the catch-all zone (Wednesdays and Saturdays)', async () => {
    for (const zipCode of ['30506', '30501']) {
      const offer = await offerFor(zipCode);
      expect(offer.zone?.name).toBe(CATCH_ALL);
      expect(datesOf(offer.windows)).toEqual(['2026-11-25', '2026-11-28', '2026-12-02', '2026-12-05']);
      expect(hoursOf(offer.windows)).toEqual(['1:00 PM – 5:00 PM']);
    }
  });

  it('answers a ZIP outside the area, or one that does not exist, with no zone, no windows and why', async () => {
    const outside = deliveryWindowsSchema.parse(
      (await request(shop.http).get('/api/delivery-windows?zipCode=10001').expect(200)).body,
    );
    expect(outside).toMatchObject({ zipCode: '10001', zone: null, windows: [] });
    expect(outside.outsideArea).toContain('We do not deliver to 10001');
    expect(outside.outsideArea).toContain('50 miles of Cumming, GA');

    const unknown = deliveryWindowsSchema.parse(
      (await request(shop.http).get('/api/delivery-windows?zipCode=00000').expect(200)).body,
    );
    expect(unknown).toMatchObject({ zone: null, windows: [], outsideArea: 'We could not find ZIP code 00000' });
  });

  it('refuses a malformed or missing ZIP with 400 naming zipCode', async () => {
    for (const query of ['zipCode=abc', 'zipCode=3004', 'zipCode=300401', '']) {
      const answer = apiErrorSchema.parse(
        (await request(shop.http).get(`/api/delivery-windows?${query}`).expect(400)).body,
      );
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.fieldErrors?.map((error) => error.field)).toEqual(['zipCode']);
    }
  });

  it('offers a window until 7:59:59 PM the day before and not from 8:00 PM', async () => {
    clock.set('2026-11-24T00:59:59Z'); // 7:59:59 PM Monday in Cumming
    expect(datesOf(await windowsFor('30040'))[0]).toBe('2026-11-24');
    clock.set('2026-11-24T01:00:00Z'); // 8:00 PM
    expect(datesOf(await windowsFor('30040'))[0]).toBe('2026-11-25');
    // 01:30 UTC on Tuesday is still Monday evening in Cumming: the horizon still starts on Monday.
    clock.set('2026-11-24T01:30:00Z');
    expect(datesOf(await windowsFor('30040')).at(-1)).toBe('2026-12-05');
  });

  it('keeps windows at their wall times and the cutoff at 8 PM the week the clocks go back', async () => {
    clock.set('2026-10-29T15:00:00Z'); // Thursday 29 October, 11 AM summer time
    const windows = await windowsFor('30040');
    const saturday = windows.find((window) => window.date === '2026-10-31')!;
    const monday = windows.find((window) => window.date === '2026-11-02')!;
    expect([saturday.startsAt, saturday.label]).toEqual([
      '2026-10-31T14:00:00.000Z',
      'Saturday 31 October, 10:00 AM – 12:00 PM',
    ]);
    expect([monday.startsAt, monday.label]).toEqual([
      '2026-11-02T15:00:00.000Z',
      'Monday 2 November, 10:00 AM – 12:00 PM',
    ]);
    expect([monday.cutoffAt, monday.cutoffLabel]).toEqual([
      '2026-11-02T01:00:00.000Z',
      'Order by 8:00 PM Sunday 1 November',
    ]);
  });

  it('stops offering a window once its places are taken', async () => {
    const products = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
    const productId = products.find((product) => product.inStock === 'true')!.id;
    const [first, second] = await windowsFor('30040');
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 1 WHERE id = $1`, [first!.windowId]);
    try {
      const client = await shopperWithCart(shop, [{ productId, quantity: 1 }]);
      const chosen = { windowId: first!.windowId, date: first!.date };
      await placeOrder(client, 'pay_on_delivery', randomUUID(), { deliveryWindow: chosen }).expect(201);

      const after = await windowsFor('30040');
      expect(after[0]).toEqual(second);
      // The same weekly window a week later still has its place.
      expect(after.some((window) => window.windowId === first!.windowId && window.date === '2026-12-01')).toBe(true);

      await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 2 WHERE id = $1`, [first!.windowId]);
      expect((await windowsFor('30040'))[0]).toEqual(first);
    } finally {
      await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 12 WHERE id = $1`, [first!.windowId]);
    }
  });

  it('does not offer a window with no stops, or a retired one', async () => {
    const [first] = await windowsFor('30005');
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 0 WHERE id = $1`, [first!.windowId]);
    expect((await windowsFor('30005')).some((window) => window.windowId === first!.windowId)).toBe(false);
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 10, "retiredAt" = now() WHERE id = $1`, [
      first!.windowId,
    ]);
    expect((await windowsFor('30005')).some((window) => window.windowId === first!.windowId)).toBe(false);
    await shop.dataSource.query(`UPDATE delivery_windows SET "retiredAt" = NULL WHERE id = $1`, [first!.windowId]);
    expect((await windowsFor('30005'))[0]).toEqual(first);
  });

  describe('closures', () => {
    it('close every zone’s windows on the days of a closure for all zones', async () => {
      await whileClosed({ fromDate: '2026-11-25', toDate: '2026-11-26' }, async () => {
        for (const zipCode of ['30040', '30005', '30506']) {
          const dates = datesOf(await windowsFor(zipCode));
          expect(dates).not.toContain('2026-11-25');
          expect(dates).not.toContain('2026-11-26');
        }
        expect(datesOf(await windowsFor('30040')).slice(0, 2)).toEqual(['2026-11-24', '2026-11-27']);
      });
    });

    it('close only their zone when they name one', async () => {
      await whileClosed({ zoneId: await zoneId(FORSYTH), fromDate: '2026-11-26', toDate: '2026-11-26' }, async () => {
        expect(datesOf(await windowsFor('30040'))).not.toContain('2026-11-26');
        expect(datesOf(await windowsFor('30005'))).toContain('2026-11-26');
      });
    });

    it('close only their window when they name one', async () => {
      const friday = (await windowsFor('30040')).filter((window) => window.date === '2026-11-27');
      const afternoon = friday[1]!;
      await whileClosed(
        { zoneId: await zoneId(FORSYTH), windowId: afternoon.windowId, fromDate: '2026-11-27', toDate: '2026-11-27' },
        async () => {
          const open = (await windowsFor('30040')).filter((window) => window.date === '2026-11-27');
          expect(open).toEqual([friday[0], friday[2]]);
          // The same window the next Friday is open.
          expect(
            (await windowsFor('30040')).some((w) => w.windowId === afternoon.windowId && w.date === '2026-12-04'),
          ).toBe(true);
        },
      );
    });
  });
});
