import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { auditPageSchema } from '@shop/contracts/admin';
import {
  adminDeliveryScheduleSchema,
  adminDeliveryWindowSchema,
  adminDeliveryZoneSchema,
  DELIVERY_SCHEDULE_API as API,
  type AdminDeliveryZone,
} from '@shop/contracts/admin-delivery';
import { deliveryWindowsSchema } from '@shop/contracts/delivery-windows';
import { apiErrorSchema } from '@shop/contracts/errors';
import { orderSchema } from '@shop/contracts/orders';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../../test/checkout-helpers.js';
import { SettableClock } from '../../../test/renewal-helpers.js';
import { type SignedInAgent, signedInAs } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/** Monday 23 November 2026, 10:00 AM in Cumming (EST, UTC−5). */
const MONDAY_MORNING = '2026-11-23T15:00:00Z';

const eightPmDayBefore = { cutoffKind: 'day_before_at', cutoffMinute: 1200 } as const;
const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });

/**
 * The owner's schedule under /api/admin/delivery: zones, their ZIP codes and weekly windows, with
 * the rules that keep booked shoppers' promises, each change in the audit log. Staff read it.
 */
describe('the delivery schedule in the back office', () => {
  const clock = new SettableClock(MONDAY_MORNING);
  let shop: TestApp;
  let owner: SignedInAgent;
  let staff: SignedInAgent;
  let shopper: SignedInAgent;
  let productId: number;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' }, clock });
    owner = await signedInAs(shop, 'owner');
    staff = await signedInAs(shop, 'staff');
    shopper = await signedInAs(shop, 'shopper');
    const products = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
    productId = products.find((product) => product.inStock === 'true')!.id;
  });
  afterAll(() => shop.close());
  beforeEach(() => clock.set(MONDAY_MORNING));

  const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);
  const schedule = async (agent: SignedInAgent = owner) =>
    adminDeliveryScheduleSchema.parse((await agent.get(API.schedule).expect(200)).body);
  const zoneNamed = async (name: string) => (await schedule()).zones.find((zone) => zone.name === name)!;

  async function addZone(body: object): Promise<AdminDeliveryZone> {
    return adminDeliveryZoneSchema.parse((await owner.post(API.zones, body).expect(201)).body);
  }
  async function windowsFor(zipCode: string) {
    const response = await request(shop.http).get(`/api/delivery-windows?zipCode=${zipCode}`).expect(200);
    return deliveryWindowsSchema.parse(response.body);
  }
  async function auditOf(entityId: string) {
    const response = await owner.get(`/api/admin/audit?entityType=delivery&entityId=${entityId}`).expect(200);
    return auditPageSchema.parse(response.body).items;
  }
  /** A shopper's order to `zipCode`, booked into the window on `date`. */
  async function orderInto(windowId: number, date: string, zipCode: string) {
    const client = await shopperWithCart(shop, [{ productId, quantity: 1 }]);
    const placed = await placeOrder(client, 'pay_on_delivery', randomUUID(), {
      zipCode,
      deliveryWindow: { windowId, date },
    }).expect(201);
    return { client, orderId: placed.body.order.id as number };
  }

  describe('who may do what', () => {
    const ownerOnly = [
      ['post', API.zones],
      ['put', API.zone(1)],
      ['delete', API.zone(1)],
      ['put', API.zoneZips(1)],
      ['post', API.zoneWindows(1)],
      ['put', API.window(1)],
      ['delete', API.window(1)],
    ] as const;
    const staffAndOwner = [
      ['get', API.schedule],
      ['post', API.closures],
      ['delete', API.closure(1)],
    ] as const;

    it('refuses shoppers every endpoint with 403 STAFF_ONLY, and anyone signed out with 401', async () => {
      for (const [method, path] of [...staffAndOwner, ...ownerOnly]) {
        const answer = await shopper[method](path, {});
        expect([method, path, answer.status, errorOf(answer).code]).toEqual([method, path, 403, 'STAFF_ONLY']);
        const anonymous = await request(shop.http)[method](path).set('Sec-Fetch-Site', 'same-origin').send({});
        expect([method, path, anonymous.status]).toEqual([method, path, 401]);
      }
    });

    it('refuses staff the owner’s endpoints with 403 OWNER_ONLY, changing nothing', async () => {
      const before = await schedule();
      for (const [method, path] of ownerOnly) {
        const answer = await staff[method](path, {});
        expect([method, path, answer.status, errorOf(answer).code]).toEqual([method, path, 403, 'OWNER_ONLY']);
      }
      expect(await schedule()).toEqual(before);
    });

    it('shows staff the schedule', async () => {
      expect(await schedule(staff)).toEqual(await schedule(owner));
    });
  });

  it('shows the seeded zones, their ZIP codes, cutoffs and weekly windows, and the holidays ahead', async () => {
    const seen = await schedule();
    expect(seen.today).toBe('2026-11-23');
    expect(seen.bookingDays).toBe(14);
    const forsyth = seen.zones.find((zone) => zone.name === 'Forsyth County')!;
    expect(forsyth).toMatchObject({
      catchAll: false,
      cutoffKind: 'day_before_at',
      cutoffMinute: 1200,
      cutoffHours: null,
      cutoffLabel: 'Orders close at 8:00 PM the day before',
      zipCodes: ['30028', '30040', '30041'],
    });
    expect(forsyth.windows).toHaveLength(18);
    expect(forsyth.windows[0]).toMatchObject({
      weekday: 1,
      startMinute: 600,
      endMinute: 720,
      capacity: 12,
      label: 'Monday 10:00 AM – 12:00 PM',
      bookingsAhead: 0,
    });
    // The catch-all zone comes last: it takes what the others do not list.
    expect(seen.zones.at(-1)).toMatchObject({
      name: 'Lake Lanier and the rest of the area',
      catchAll: true,
      zipCodes: [],
    });
    expect(seen.closures).toContainEqual(
      expect.objectContaining({ zoneId: null, zoneName: 'All zones', windowId: null, reason: 'Christmas Day' }),
    );
  });

  describe('zones', () => {
    it('adds a zone, with its audit row', async () => {
      const zone = await addZone({ name: 'Dawsonville', catchAll: false, ...eightPmDayBefore });
      expect(zone).toEqual({
        id: expect.any(Number),
        name: 'Dawsonville',
        catchAll: false,
        cutoffKind: 'day_before_at',
        cutoffMinute: 1200,
        cutoffHours: null,
        cutoffLabel: 'Orders close at 8:00 PM the day before',
        zipCodes: [],
        windows: [],
      });
      expect((await schedule()).zones.map((listed) => listed.name)).toContain('Dawsonville');
      const [row] = await auditOf(`zone:${zone.id}`);
      expect(row).toMatchObject({
        actor: { email: owner.email },
        action: 'delivery.zone_added',
        entityType: 'delivery',
        before: null,
        after: { name: 'Dawsonville', catchAll: false, cutoffKind: 'day_before_at', cutoffMinute: 1200 },
      });
    });

    it('keeps names unique and one catch-all zone (409 naming the field)', async () => {
      const sameName = await owner.post(API.zones, { name: 'forsyth county', catchAll: false, ...eightPmDayBefore });
      expect(sameName.status).toBe(409);
      expect(errorOf(sameName)).toMatchObject({ code: 'DELIVERY_SCHEDULE_INVALID', fieldErrors: [{ field: 'name' }] });
      const second = await owner.post(API.zones, { name: 'North', catchAll: true, ...eightPmDayBefore });
      expect(second.status).toBe(409);
      expect(errorOf(second)).toMatchObject({
        code: 'DELIVERY_SCHEDULE_INVALID',
        fieldErrors: [{ field: 'catchAll' }],
      });
      expect(errorOf(second).message).toContain('Lake Lanier and the rest of the area is already the catch-all zone');
      // The catch-all zone itself may be saved as it is.
      const catchAll = await zoneNamed('Lake Lanier and the rest of the area');
      await owner.put(API.zone(catchAll.id), { name: catchAll.name, catchAll: true, ...eightPmDayBefore }).expect(200);
    });

    it('refuses a cutoff outside its range or without its number, naming the field', async () => {
      const cases = [
        [{ cutoffKind: 'day_before_at' }, 'cutoffMinute'],
        [{ cutoffKind: 'day_before_at', cutoffMinute: 1205 }, 'cutoffMinute'],
        [{ cutoffKind: 'day_before_at', cutoffMinute: 1335 }, 'cutoffMinute'],
        [{ cutoffKind: 'day_before_at', cutoffMinute: 345 }, 'cutoffMinute'],
        [{ cutoffKind: 'hours_before' }, 'cutoffHours'],
        [{ cutoffKind: 'hours_before', cutoffHours: 0 }, 'cutoffHours'],
        [{ cutoffKind: 'hours_before', cutoffHours: 73 }, 'cutoffHours'],
        [{ cutoffKind: 'at_noon' }, 'cutoffKind'],
      ] as const;
      for (const [cutoff, field] of cases) {
        const answer = await owner.post(API.zones, { name: 'Cutoff test', catchAll: false, ...cutoff });
        expect([cutoff, answer.status, errorOf(answer).fieldErrors?.map((error) => error.field)]).toEqual([
          cutoff,
          400,
          [field],
        ]);
      }
      const blank = await owner.post(API.zones, { name: '   ', catchAll: false, ...eightPmDayBefore });
      expect(errorOf(blank).fieldErrors).toEqual([{ field: 'name', message: 'Zone name is required' }]);
    });

    it('changes a zone’s cutoff, which the offer follows at once, with before and after in the audit', async () => {
      const zone = await addZone({ name: 'Cutoff change', catchAll: false, ...eightPmDayBefore });
      await owner.put(API.zoneZips(zone.id), { zipCodes: ['30534'] }).expect(200);
      await owner.post(API.zoneWindows(zone.id), { weekday: 3, ...hours(10, 12), capacity: 5 }).expect(201);
      expect((await windowsFor('30534')).windows[0]!.cutoffLabel).toBe('Order by 8:00 PM Tuesday 24 November');

      const changed = adminDeliveryZoneSchema.parse(
        (
          await owner
            .put(API.zone(zone.id), {
              name: 'Cutoff change',
              catchAll: false,
              cutoffKind: 'hours_before',
              cutoffHours: 24,
              cutoffMinute: 600,
            })
            .expect(200)
        ).body,
      );
      // The other kind's number is dropped.
      expect(changed).toMatchObject({ cutoffKind: 'hours_before', cutoffHours: 24, cutoffMinute: null });
      expect(changed.cutoffLabel).toBe('Orders close 24 hours before');
      expect((await windowsFor('30534')).windows[0]!.cutoffLabel).toBe('Order by 10:00 AM Tuesday 24 November');

      const [row] = await auditOf(`zone:${zone.id}`);
      expect(row).toMatchObject({
        action: 'delivery.zone_changed',
        before: { cutoffKind: 'day_before_at', cutoffMinute: 1200, cutoffHours: null },
        after: { cutoffKind: 'hours_before', cutoffMinute: null, cutoffHours: 24 },
      });
      // Saving it unchanged writes no row.
      await owner
        .put(API.zone(zone.id), { name: 'Cutoff change', catchAll: false, cutoffKind: 'hours_before', cutoffHours: 24 })
        .expect(200);
      expect(
        (await auditOf(`zone:${zone.id}`)).filter((entry) => entry.action === 'delivery.zone_changed'),
      ).toHaveLength(1);
    });

    it('answers 404 for a zone that does not exist', async () => {
      for (const answer of [
        await owner.put(API.zone(999_999), { name: 'Ghost', catchAll: false, ...eightPmDayBefore }),
        await owner.put(API.zoneZips(999_999), { zipCodes: [] }),
        await owner.post(API.zoneWindows(999_999), { weekday: 1, ...hours(10, 12), capacity: 1 }),
        await owner.delete(API.zone(999_999)),
      ]) {
        expect([answer.status, errorOf(answer).code]).toEqual([404, 'DELIVERY_ZONE_NOT_FOUND']);
      }
    });

    it('removes a zone nobody is booked in; its ZIP codes fall back to the catch-all zone', async () => {
      const zone = await addZone({ name: 'Short-lived', catchAll: false, ...eightPmDayBefore });
      await owner.put(API.zoneZips(zone.id), { zipCodes: ['30107'] }).expect(200);
      await owner.post(API.zoneWindows(zone.id), { weekday: 5, ...hours(10, 12), capacity: 3 }).expect(201);
      expect((await windowsFor('30107')).zone?.name).toBe('Short-lived');

      await owner.delete(API.zone(zone.id)).expect(204);

      expect((await schedule()).zones.some((listed) => listed.id === zone.id)).toBe(false);
      expect((await windowsFor('30107')).zone?.name).toBe('Lake Lanier and the rest of the area');
      const [row] = await auditOf(`zone:${zone.id}`);
      expect(row).toMatchObject({
        action: 'delivery.zone_removed',
        before: { name: 'Short-lived', zipCodes: ['30107'], windowIds: [expect.any(Number)] },
        after: null,
      });
    });

    it('keeps a zone with deliveries booked ahead (409), and one that delivered before', async () => {
      const zone = await addZone({ name: 'Booked zone', catchAll: false, ...eightPmDayBefore });
      await owner.put(API.zoneZips(zone.id), { zipCodes: ['30534'] }).expect(200);
      const window = adminDeliveryWindowSchema.parse(
        (await owner.post(API.zoneWindows(zone.id), { weekday: 3, ...hours(10, 12), capacity: 5 }).expect(201)).body,
      );
      await orderInto(window.id, '2026-11-25', '30534');

      const refused = await owner.delete(API.zone(zone.id));
      expect([refused.status, errorOf(refused).code]).toEqual([409, 'DELIVERY_ZONE_HAS_BOOKINGS']);
      expect(errorOf(refused).message).toContain('Booked zone has 1 delivery booked');

      clock.set('2026-11-26T15:00:00Z'); // the day after the delivery
      const past = await owner.delete(API.zone(zone.id));
      expect([past.status, errorOf(past).code]).toEqual([409, 'DELIVERY_SCHEDULE_INVALID']);
      expect(errorOf(past).message).toContain('retire its windows instead');
      expect((await schedule()).zones.some((listed) => listed.id === zone.id)).toBe(true);
    });
  });

  describe('ZIP codes', () => {
    it('moves a ZIP listed in another zone into the zone that now lists it, saying so in the audit', async () => {
      const zone = await addZone({ name: 'North Forsyth', catchAll: false, ...eightPmDayBefore });
      const listed = adminDeliveryZoneSchema.parse(
        (await owner.put(API.zoneZips(zone.id), { zipCodes: ['30041', ' 30534', '30041'] }).expect(200)).body,
      );
      expect(listed.zipCodes).toEqual(['30041', '30534']);
      expect((await zoneNamed('Forsyth County')).zipCodes).toEqual(['30028', '30040']);
      expect((await windowsFor('30041')).zone?.name).toBe('North Forsyth');

      const [row] = await auditOf(`zone:${zone.id}`);
      expect(row).toMatchObject({
        action: 'delivery.zips_changed',
        before: { zipCodes: [] },
        after: { zipCodes: ['30041', '30534'], movedFrom: { '30041': 'Forsyth County' } },
      });

      // Listed back where it was; an emptied zone leaves its other ZIP to the catch-all zone.
      const forsyth = await zoneNamed('Forsyth County');
      await owner.put(API.zoneZips(forsyth.id), { zipCodes: [...forsyth.zipCodes, '30041'] }).expect(200);
      await owner.put(API.zoneZips(zone.id), { zipCodes: [] }).expect(200);
      expect((await windowsFor('30041')).zone?.name).toBe('Forsyth County');
      expect((await windowsFor('30534')).zone?.name).toBe('Lake Lanier and the rest of the area');
    });

    it('refuses ZIP codes outside the area or unknown (400 naming each), changing nothing', async () => {
      const forsyth = await zoneNamed('Forsyth County');
      const answer = await owner.put(API.zoneZips(forsyth.id), { zipCodes: ['30040', '10001', '00000'] });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toMatchObject({
        code: 'OUTSIDE_DELIVERY_AREA',
        fieldErrors: [
          { field: 'zipCodes.1', message: '10001 (New York, NY) is more than 50 miles from Cumming, GA' },
          { field: 'zipCodes.2', message: 'We could not find ZIP code 00000' },
        ],
      });
      expect((await zoneNamed('Forsyth County')).zipCodes).toEqual(forsyth.zipCodes);

      const malformed = await owner.put(API.zoneZips(forsyth.id), { zipCodes: ['30040', '3004'] });
      expect(errorOf(malformed)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'zipCodes.1', message: 'Enter a 5-digit ZIP code' }],
      });
    });
  });

  describe('weekly windows', () => {
    let zone: AdminDeliveryZone;
    beforeAll(async () => {
      zone = await addZone({ name: 'Window tests', catchAll: false, ...eightPmDayBefore });
      await owner.put(API.zoneZips(zone.id), { zipCodes: ['30517'] }).expect(200);
    });
    const addWindow = async (body: object) =>
      adminDeliveryWindowSchema.parse((await owner.post(API.zoneWindows(zone.id), body).expect(201)).body);

    it('adds a window, offered at once to the zone’s ZIP codes, with its audit row', async () => {
      const window = await addWindow({ weekday: 4, ...hours(9, 11), capacity: 6 });
      expect(window).toEqual({
        id: expect.any(Number),
        zoneId: zone.id,
        weekday: 4,
        startMinute: 540,
        endMinute: 660,
        capacity: 6,
        label: 'Thursday 9:00 AM – 11:00 AM',
        bookingsAhead: 0,
      });
      const offered = (await windowsFor('30517')).windows.filter((offer) => offer.windowId === window.id);
      expect(offered.map((offer) => offer.label)).toEqual([
        'Thursday 26 November, 9:00 AM – 11:00 AM',
        'Thursday 3 December, 9:00 AM – 11:00 AM',
      ]);
      const [row] = await auditOf(`window:${window.id}`);
      expect(row).toMatchObject({
        action: 'delivery.window_added',
        after: { zoneId: zone.id, weekday: 4, startMinute: 540, endMinute: 660, capacity: 6, retiredAt: null },
      });
    });

    it('refuses hours outside 06:00–22:00, off the quarter hour or ending before they start, and bad stops', async () => {
      const cases = [
        [{ weekday: 1, startMinute: 345, endMinute: 600, capacity: 1 }, 'startMinute'],
        [{ weekday: 1, startMinute: 600, endMinute: 1335, capacity: 1 }, 'endMinute'],
        [{ weekday: 1, startMinute: 607, endMinute: 720, capacity: 1 }, 'startMinute'],
        [{ weekday: 1, startMinute: 720, endMinute: 720, capacity: 1 }, 'endMinute'],
        [{ weekday: 1, startMinute: 780, endMinute: 720, capacity: 1 }, 'endMinute'],
        [{ weekday: 0, ...hours(10, 12), capacity: 1 }, 'weekday'],
        [{ weekday: 8, ...hours(10, 12), capacity: 1 }, 'weekday'],
        [{ weekday: 1, ...hours(10, 12), capacity: 201 }, 'capacity'],
        [{ weekday: 1, ...hours(10, 12), capacity: -1 }, 'capacity'],
      ] as const;
      for (const [body, field] of cases) {
        const answer = await owner.post(API.zoneWindows(zone.id), body);
        expect([body, answer.status, errorOf(answer).fieldErrors?.map((error) => error.field)]).toEqual([
          body,
          400,
          [field],
        ]);
      }
      // The edges are allowed: 06:00 to 22:00, 0 stops (a window kept but taking nobody).
      await addWindow({ weekday: 7, startMinute: 360, endMinute: 1320, capacity: 0 });
    });

    it('keeps one window per weekday and start in a zone (409 naming startMinute)', async () => {
      await addWindow({ weekday: 2, ...hours(14, 16), capacity: 4 });
      const again = await owner.post(API.zoneWindows(zone.id), { weekday: 2, ...hours(14, 15), capacity: 4 });
      expect(again.status).toBe(409);
      expect(errorOf(again)).toMatchObject({
        code: 'DELIVERY_SCHEDULE_INVALID',
        fieldErrors: [{ field: 'startMinute' }],
      });
    });

    it('changes the day, hours and stops of a window nobody is booked in', async () => {
      const window = await addWindow({ weekday: 1, ...hours(17, 19), capacity: 4 });
      const changed = adminDeliveryWindowSchema.parse(
        (await owner.put(API.window(window.id), { weekday: 5, ...hours(16, 18), capacity: 8 }).expect(200)).body,
      );
      expect(changed).toMatchObject({
        weekday: 5,
        startMinute: 960,
        endMinute: 1080,
        capacity: 8,
        label: 'Friday 4:00 PM – 6:00 PM',
      });
      const [row] = await auditOf(`window:${window.id}`);
      expect(row).toMatchObject({
        action: 'delivery.window_changed',
        before: { weekday: 1, startMinute: 1020, endMinute: 1140, capacity: 4 },
        after: { weekday: 5, startMinute: 960, endMinute: 1080, capacity: 8 },
      });
    });

    it('keeps the day and hours of a window with deliveries booked ahead (409), but lets its stops change', async () => {
      const window = await addWindow({ weekday: 3, ...hours(10, 12), capacity: 4 });
      const { client, orderId } = await orderInto(window.id, '2026-11-25', '30517');
      expect((await schedule()).zones.find((listed) => listed.id === zone.id)!.windows).toContainEqual(
        expect.objectContaining({ id: window.id, bookingsAhead: 1 }),
      );

      for (const body of [
        { weekday: 4, ...hours(10, 12), capacity: 4 },
        { weekday: 3, ...hours(11, 12), capacity: 4 },
        { weekday: 3, ...hours(10, 13), capacity: 4 },
      ]) {
        const refused = await owner.put(API.window(window.id), body);
        expect([refused.status, errorOf(refused).code]).toEqual([409, 'DELIVERY_WINDOW_HAS_BOOKINGS']);
      }
      expect(
        errorOf(await owner.put(API.window(window.id), { weekday: 4, ...hours(10, 12), capacity: 4 })).message,
      ).toBe(
        'Wednesday 10:00 AM – 12:00 PM has 1 delivery booked: it keeps its day and hours. Retire it and add a new one (its stops may change).',
      );
      const raised = adminDeliveryWindowSchema.parse(
        (await owner.put(API.window(window.id), { weekday: 3, ...hours(10, 12), capacity: 9 }).expect(200)).body,
      );
      expect(raised).toMatchObject({ capacity: 9, bookingsAhead: 1 });

      // Once the day has passed, the window may change: the booked day keeps the hours it had.
      clock.set('2026-11-26T15:00:00Z');
      await owner.put(API.window(window.id), { weekday: 3, ...hours(11, 13), capacity: 9 }).expect(200);
      const order = orderSchema.parse((await client.agent.get(`/api/orders/${orderId}`).expect(200)).body);
      expect(order.deliveryWindow?.label).toBe('Wednesday 25 November, 10:00 AM – 12:00 PM');
    });

    it('retires a window: no longer offered, the booked order keeps it, and retiring twice changes nothing', async () => {
      const window = await addWindow({ weekday: 6, ...hours(10, 12), capacity: 4 });
      const { client, orderId } = await orderInto(window.id, '2026-11-28', '30517');

      await owner.delete(API.window(window.id)).expect(204);
      await owner.delete(API.window(window.id)).expect(204);

      expect((await windowsFor('30517')).windows.some((offer) => offer.windowId === window.id)).toBe(false);
      const listed = (await schedule()).zones.find((candidate) => candidate.id === zone.id)!;
      expect(listed.windows.some((candidate) => candidate.id === window.id)).toBe(false);
      const order = orderSchema.parse((await client.agent.get(`/api/orders/${orderId}`).expect(200)).body);
      expect(order.deliveryWindow).toMatchObject({ windowId: window.id, date: '2026-11-28' });
      const rows = await auditOf(`window:${window.id}`);
      expect(rows.map((row) => row.action)).toEqual(['delivery.window_retired', 'delivery.window_added']);
      expect(rows[0]!.after).toMatchObject({ retiredAt: MONDAY_MORNING.replace('Z', '.000Z') });

      // A retired window's day and start are free again; the retired one cannot be edited.
      await addWindow({ weekday: 6, ...hours(10, 12), capacity: 4 });
      const edit = await owner.put(API.window(window.id), { weekday: 6, ...hours(10, 12), capacity: 5 });
      expect([edit.status, errorOf(edit).code]).toEqual([409, 'DELIVERY_SCHEDULE_INVALID']);
    });

    it('answers 404 for a window that does not exist', async () => {
      for (const answer of [
        await owner.put(API.window(999_999), { weekday: 1, ...hours(10, 12), capacity: 1 }),
        await owner.delete(API.window(999_999)),
      ]) {
        expect([answer.status, errorOf(answer).code]).toEqual([404, 'DELIVERY_WINDOW_NOT_FOUND']);
      }
    });
  });
});
