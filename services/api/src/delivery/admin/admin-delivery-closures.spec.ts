import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { auditPageSchema } from '@shop/contracts/admin';
import {
  addedClosureSchema,
  adminDeliveryScheduleSchema,
  DELIVERY_SCHEDULE_API as API,
} from '@shop/contracts/admin-delivery';
import { deliveryWindowsSchema, type OfferedWindow } from '@shop/contracts/delivery-windows';
import { apiErrorSchema } from '@shop/contracts/errors';
import { orderSchema } from '@shop/contracts/orders';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../../test/checkout-helpers.js';
import { SettableClock } from '../../../test/renewal-helpers.js';
import { type SignedInAgent, signedInAs } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

/** Monday 23 November 2026, 10:00 AM in Cumming (EST, UTC−5). */
const MONDAY_MORNING = '2026-11-23T15:00:00Z';

/**
 * Closures: days without deliveries, added and removed by staff and the owner. Deliveries already
 * booked on those days are never dropped: the closure is refused naming them, or moves them.
 */
describe('delivery closures in the back office', () => {
  const clock = new SettableClock(MONDAY_MORNING);
  let shop: TestApp;
  let owner: SignedInAgent;
  let staff: SignedInAgent;
  let productId: number;
  let forsythId: number;
  let southId: number;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' }, clock });
    owner = await signedInAs(shop, 'owner');
    staff = await signedInAs(shop, 'staff');
    const products = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
    productId = products.find((product) => product.inStock === 'true')!.id;
    const { zones } = await schedule();
    forsythId = zones.find((zone) => zone.name === 'Forsyth County')!.id;
    southId = zones.find((zone) => zone.name === 'Alpharetta, Milton and Johns Creek')!.id;
  });
  afterAll(() => shop.close());
  beforeEach(() => clock.set(MONDAY_MORNING));

  const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);
  async function schedule() {
    return adminDeliveryScheduleSchema.parse((await owner.get(API.schedule).expect(200)).body);
  }
  async function windowsFor(zipCode: string): Promise<OfferedWindow[]> {
    const response = await request(shop.http).get(`/api/delivery-windows?zipCode=${zipCode}`).expect(200);
    return deliveryWindowsSchema.parse(response.body).windows;
  }
  const on = (windows: OfferedWindow[], date: string) => windows.filter((window) => window.date === date);
  async function auditOf(entityId: string) {
    const response = await owner.get(`/api/admin/audit?entityType=delivery&entityId=${entityId}`).expect(200);
    return auditPageSchema.parse(response.body).items;
  }
  async function orderInto(window: OfferedWindow) {
    const client = await shopperWithCart(shop, [{ productId, quantity: 1 }]);
    const placed = await placeOrder(client, 'pay_on_delivery', randomUUID(), {
      deliveryWindow: { windowId: window.windowId, date: window.date },
    }).expect(201);
    return { client, orderId: placed.body.order.id as number };
  }
  async function windowOfOrder(order: Awaited<ReturnType<typeof orderInto>>) {
    return orderSchema.parse((await order.client.agent.get(`/api/orders/${order.orderId}`).expect(200)).body)
      .deliveryWindow;
  }
  const setCapacity = (windowId: number, capacity: number) =>
    shop.dataSource.query(`UPDATE delivery_windows SET capacity = $2 WHERE id = $1`, [windowId, capacity]);
  const closure = (fields: object) => ({ zoneId: null, windowId: null, reason: 'Van in the garage', ...fields });

  it('lets staff close a day for every zone and open it again, each in the audit log', async () => {
    const added = addedClosureSchema.parse(
      (
        await staff
          .post(API.closures, closure({ fromDate: '2026-12-02', toDate: '2026-12-02', reason: 'Stock count' }))
          .expect(201)
      ).body,
    );
    expect(added).toEqual({
      closure: {
        id: expect.any(Number),
        zoneId: null,
        zoneName: 'All zones',
        windowId: null,
        windowLabel: null,
        fromDate: '2026-12-02',
        toDate: '2026-12-02',
        reason: 'Stock count',
        createdAt: expect.any(String),
      },
      movedBookings: [],
    });
    expect((await schedule()).closures).toContainEqual(added.closure);
    expect(on(await windowsFor('30040'), '2026-12-02')).toEqual([]);
    expect(on(await windowsFor('30506'), '2026-12-02')).toEqual([]);

    await staff.delete(API.closure(added.closure.id)).expect(204);

    expect((await schedule()).closures.some((listed) => listed.id === added.closure.id)).toBe(false);
    expect(on(await windowsFor('30040'), '2026-12-02')).toHaveLength(3);
    const rows = await auditOf(`closure:${added.closure.id}`);
    expect(rows).toMatchObject([
      {
        actor: { email: staff.email },
        action: 'delivery.closure_removed',
        before: { zoneId: null, fromDate: '2026-12-02', toDate: '2026-12-02', reason: 'Stock count' },
        after: null,
      },
      { actor: { email: staff.email }, action: 'delivery.closure_added', before: null },
    ]);
    const gone = await staff.delete(API.closure(added.closure.id));
    expect([gone.status, errorOf(gone).code]).toEqual([404, 'DELIVERY_CLOSURE_NOT_FOUND']);
  });

  it('closes one window of a zone, naming the window', async () => {
    const friday = on(await windowsFor('30040'), '2026-12-04');
    const added = addedClosureSchema.parse(
      (
        await owner
          .post(
            API.closures,
            closure({ zoneId: null, windowId: friday[2]!.windowId, fromDate: '2026-12-04', toDate: '2026-12-04' }),
          )
          .expect(201)
      ).body,
    );
    // The window's zone is recorded with it.
    expect(added.closure).toMatchObject({
      zoneId: forsythId,
      zoneName: 'Forsyth County',
      windowLabel: 'Friday 5:00 PM – 7:00 PM',
    });
    expect(on(await windowsFor('30040'), '2026-12-04')).toEqual(friday.slice(0, 2));
    await owner.delete(API.closure(added.closure.id)).expect(204);
  });

  it('refuses bad days, zones and windows, naming the field', async () => {
    const southWindow = (await windowsFor('30005'))[0]!;
    const cases = [
      [closure({ fromDate: '2026-12-03', toDate: '2026-12-02' }), 400, 'VALIDATION_FAILED', 'toDate'],
      [closure({ fromDate: '2026-11-20', toDate: '2026-11-22' }), 400, 'VALIDATION_FAILED', 'toDate'],
      [closure({ fromDate: '2026-12-01', toDate: '2027-12-02' }), 400, 'VALIDATION_FAILED', 'toDate'],
      [closure({ fromDate: '2026-02-30', toDate: '2026-12-02' }), 400, 'VALIDATION_FAILED', 'fromDate'],
      [closure({ fromDate: '2026-12-01', toDate: '2026-12-01', reason: ' ' }), 400, 'VALIDATION_FAILED', 'reason'],
      [
        closure({ zoneId: 999_999, fromDate: '2026-12-01', toDate: '2026-12-01' }),
        404,
        'DELIVERY_ZONE_NOT_FOUND',
        'zoneId',
      ],
      [
        closure({ windowId: 999_999, fromDate: '2026-12-01', toDate: '2026-12-01' }),
        404,
        'DELIVERY_WINDOW_NOT_FOUND',
        'windowId',
      ],
      [
        closure({ zoneId: forsythId, windowId: southWindow.windowId, fromDate: '2026-12-01', toDate: '2026-12-01' }),
        400,
        'VALIDATION_FAILED',
        'windowId',
      ],
    ] as const;
    const before = (await schedule()).closures;
    for (const [body, status, code, field] of cases) {
      const answer = await staff.post(API.closures, body);
      const error = errorOf(answer);
      expect([body, answer.status, error.code, error.fieldErrors?.map((fieldError) => fieldError.field)]).toEqual([
        body,
        status,
        code,
        [field],
      ]);
    }
    expect((await schedule()).closures).toEqual(before);
  });

  describe('over deliveries already booked', () => {
    // Forsyth County's Tuesday 24 November: two orders at 10–12 (first and second), one at 2–4.
    let tuesday: OfferedWindow[];
    let wednesday: OfferedWindow[];
    let first: Awaited<ReturnType<typeof orderInto>>;
    let second: Awaited<ReturnType<typeof orderInto>>;
    let afternoon: Awaited<ReturnType<typeof orderInto>>;

    beforeAll(async () => {
      const windows = await windowsFor('30040');
      tuesday = on(windows, '2026-11-24');
      wednesday = on(windows, '2026-11-25');
      first = await orderInto(tuesday[0]!);
      second = await orderInto(tuesday[0]!);
      afternoon = await orderInto(tuesday[1]!);
    });

    it('refuses a closure over them with 409 naming the orders, saving nothing', async () => {
      const before = (await schedule()).closures;
      const refused = await staff.post(
        API.closures,
        closure({ zoneId: forsythId, fromDate: '2026-11-24', toDate: '2026-11-24' }),
      );
      expect(refused.status).toBe(409);
      const error = errorOf(refused);
      expect(error.code).toBe('DELIVERY_CLOSURE_HAS_BOOKINGS');
      expect(error.message).toBe(
        `Deliveries are booked on those days (orders ${first.orderId}, ${second.orderId} and ${afternoon.orderId}). Move them to the next windows with room, or choose other days.`,
      );
      expect(error.fieldErrors).toEqual([{ field: 'moveBookings', message: error.message }]);

      const oneWindow = await staff.post(
        API.closures,
        closure({ windowId: tuesday[1]!.windowId, fromDate: '2026-11-24', toDate: '2026-11-24', moveBookings: false }),
      );
      expect(errorOf(oneWindow).message).toContain(`(order ${afternoon.orderId})`);
      expect((await schedule()).closures).toEqual(before);
      expect(await windowOfOrder(first)).toMatchObject({ windowId: tuesday[0]!.windowId, date: '2026-11-24' });
    });

    it('does not count deliveries in another zone or on days already past', async () => {
      const south = addedClosureSchema.parse(
        (
          await staff
            .post(API.closures, closure({ zoneId: southId, fromDate: '2026-11-24', toDate: '2026-11-24' }))
            .expect(201)
        ).body,
      );
      await staff.delete(API.closure(south.closure.id)).expect(204);

      clock.set('2026-11-25T15:00:00Z'); // Wednesday: Tuesday's deliveries are behind us
      const past = addedClosureSchema.parse(
        (
          await staff
            .post(API.closures, closure({ zoneId: forsythId, fromDate: '2026-11-24', toDate: '2026-11-25' }))
            .expect(201)
        ).body,
      );
      expect(past.movedBookings).toEqual([]);
      await staff.delete(API.closure(past.closure.id)).expect(204);
    });

    it('undoes everything when a booking finds no window with room after the closure', async () => {
      const forsyth = (await schedule()).zones.find((zone) => zone.id === forsythId)!;
      for (const window of forsyth.windows) await setCapacity(window.id, 0);
      try {
        const refused = await owner.post(
          API.closures,
          closure({ zoneId: forsythId, fromDate: '2026-11-24', toDate: '2026-11-24', moveBookings: true }),
        );
        expect([refused.status, errorOf(refused).code]).toEqual([409, 'NO_DELIVERY_WINDOWS']);
        expect(errorOf(refused).message).toBe(
          `No window of Forsyth County has room for order ${first.orderId} in the 14 days after the closure. Nothing was changed.`,
        );
      } finally {
        for (const window of forsyth.windows) await setCapacity(window.id, window.capacity);
      }
      expect((await schedule()).closures.some((listed) => listed.fromDate === '2026-11-24')).toBe(false);
      expect(await windowOfOrder(first)).toMatchObject({ windowId: tuesday[0]!.windowId, date: '2026-11-24' });
    });

    it('moves them, oldest first, to the earliest windows with room after the closure when asked', async () => {
      // Wednesday 10–12 has one place: the oldest booking takes it, the next ones go to 2–4.
      await setCapacity(wednesday[0]!.windowId, 1);
      try {
        const added = addedClosureSchema.parse(
          (
            await staff
              .post(
                API.closures,
                closure({
                  zoneId: forsythId,
                  fromDate: '2026-11-24',
                  toDate: '2026-11-24',
                  reason: 'Driver ill',
                  moveBookings: true,
                }),
              )
              .expect(201)
          ).body,
        );
        const label = (window: OfferedWindow) => window.label;
        expect(
          added.movedBookings.map((moved) => [
            moved.orderId,
            moved.subscriptionCycleId,
            moved.from.label,
            moved.to.label,
          ]),
        ).toEqual([
          [first.orderId, null, label(tuesday[0]!), label(wednesday[0]!)],
          [second.orderId, null, label(tuesday[0]!), label(wednesday[1]!)],
          [afternoon.orderId, null, label(tuesday[1]!), label(wednesday[1]!)],
        ]);
        expect(await windowOfOrder(first)).toMatchObject({ windowId: wednesday[0]!.windowId, date: '2026-11-25' });
        expect(await windowOfOrder(second)).toMatchObject({ windowId: wednesday[1]!.windowId, date: '2026-11-25' });
        expect(await windowOfOrder(afternoon)).toMatchObject({ windowId: wednesday[1]!.windowId, date: '2026-11-25' });
        // Tuesday is closed; Wednesday 10–12 is now full.
        const offered = await windowsFor('30040');
        expect(on(offered, '2026-11-24')).toEqual([]);
        expect(on(offered, '2026-11-25').map(label)).toEqual([label(wednesday[1]!), label(wednesday[2]!)]);

        const [row] = await auditOf(`closure:${added.closure.id}`);
        expect(row).toMatchObject({
          actor: { email: staff.email },
          action: 'delivery.closure_added',
          after: {
            zoneId: forsythId,
            windowId: null,
            fromDate: '2026-11-24',
            toDate: '2026-11-24',
            reason: 'Driver ill',
            movedBookings: added.movedBookings,
          },
        });
        await staff.delete(API.closure(added.closure.id)).expect(204);
      } finally {
        await setCapacity(wednesday[0]!.windowId, 12);
      }
    });

    it('moves them past the booking horizon when the closure reaches beyond it', async () => {
      // Wednesday 25 November to Thursday 10 December: the next window is Friday 11 December,
      // outside the two weeks shoppers can book today.
      const added = addedClosureSchema.parse(
        (
          await owner
            .post(
              API.closures,
              closure({ fromDate: '2026-11-25', toDate: '2026-12-10', reason: 'Holiday', moveBookings: true }),
            )
            .expect(201)
        ).body,
      );
      expect(added.movedBookings.map((moved) => [moved.orderId, moved.to.label])).toEqual([
        [first.orderId, 'Friday 11 December, 10:00 AM – 12:00 PM'],
        [second.orderId, 'Friday 11 December, 10:00 AM – 12:00 PM'],
        [afternoon.orderId, 'Friday 11 December, 10:00 AM – 12:00 PM'],
      ]);
      await owner.delete(API.closure(added.closure.id)).expect(204);
    });
  });
});
