import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { adminOrderSchema } from '@shop/contracts/admin-orders';
import { deliveryWindowsSchema, type OfferedWindow } from '@shop/contracts/delivery-windows';
import { orderListSchema, orderSchema, placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, productStock, shopperWithCart } from '../../test/checkout-helpers.js';
import { SettableClock } from '../../test/renewal-helpers.js';
import { signedInAs } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** Thursday 3 December 2026, 10:00 AM in Cumming (EST, UTC-5). */
const THURSDAY_MORNING = '2026-12-03T15:00:00Z';

/**
 * Checkout books a delivery window in the order's own transaction: the earliest with room when
 * none is chosen, the chosen one if it is still offered for the address and has room, else a 409
 * with the next windows. Moves and cancels give the place back.
 */
describe('delivery windows at checkout', () => {
  const clock = new SettableClock(THURSDAY_MORNING);
  let shop: TestApp;
  let productId: number;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' }, clock });
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    productId = products.find((product) => product.inStock === 'true')!.id;
  });
  afterAll(() => shop.close());
  beforeEach(() => clock.set(THURSDAY_MORNING));

  const shopper = () => shopperWithCart(shop, [{ productId, quantity: 1 }]);

  async function windowsFor(zipCode: string): Promise<OfferedWindow[]> {
    const response = await request(shop.http).get(`/api/delivery-windows?zipCode=${zipCode}`).expect(200);
    return deliveryWindowsSchema.parse(response.body).windows;
  }

  async function placesTaken(window: { windowId: number; date: string }): Promise<number> {
    const [{ count }] = await shop.dataSource.query(
      `SELECT count(b.id)::int AS count FROM delivery_bookings b
         JOIN delivery_window_days d ON d.id = b."windowDayId"
        WHERE d."windowId" = $1 AND d."deliveryDate" = $2`,
      [window.windowId, window.date],
    );
    return count as number;
  }

  async function setCapacity(windowId: number, capacity: number): Promise<void> {
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = $2 WHERE id = $1`, [windowId, capacity]);
  }

  it('books the earliest window with room when none is chosen, and shows it on the order and its e-mail', async () => {
    const [earliest] = await windowsFor('30040');
    // Thursday's windows closed at 8 PM on Wednesday: Friday 10:00 is the first.
    expect(earliest).toMatchObject({ date: '2026-12-04', label: 'Friday 4 December, 10:00 AM – 12:00 PM' });
    expect(earliest!.cutoffLabel).toBe('Order by 8:00 PM Thursday 3 December');

    const client = await shopper();
    const placed = placeOrderResponseSchema.parse((await placeOrder(client, 'pay_on_delivery').expect(201)).body);

    expect(placed.order.deliveryWindow).toMatchObject({ windowId: earliest!.windowId, date: '2026-12-04' });
    const [history] = orderListSchema.parse((await client.agent.get('/api/orders').expect(200)).body);
    expect(history!.deliveryWindow?.label).toBe('Friday 4 December, 10:00 AM – 12:00 PM');
    const [mail] = await shop.dataSource.query(`SELECT "textBody" AS text FROM email_outbox WHERE "dedupeKey" = $1`, [
      `order-confirmation:${placed.order.id}`,
    ]);
    expect(mail.text).toContain('Delivery window: Friday 4 December, 10:00 AM – 12:00 PM');
  });

  it('books the window the shopper chose', async () => {
    const windows = await windowsFor('30040');
    const saturday = windows.find((window) => window.date === '2026-12-05' && window.label.includes('5:00 PM'))!;
    const client = await shopper();
    const chosen = { windowId: saturday.windowId, date: saturday.date };

    const placed = await placeOrder(client, 'pay_on_delivery', randomUUID(), { deliveryWindow: chosen }).expect(201);

    expect(placed.body.order.deliveryWindow).toMatchObject({
      ...chosen,
      label: 'Saturday 5 December, 5:00 PM – 7:00 PM',
    });
  });

  it('takes orders for a window until 7:59:59 PM the day before, and not at 8:00 PM', async () => {
    const friday = (await windowsFor('30040')).find((window) => window.date === '2026-12-04')!;
    const chosen = { windowId: friday.windowId, date: friday.date };

    clock.set('2026-12-04T00:59:59Z'); // 7:59:59 PM Thursday in Cumming
    await placeOrder(await shopper(), 'pay_on_delivery', randomUUID(), { deliveryWindow: chosen }).expect(201);

    clock.set('2026-12-04T01:00:00Z'); // 8:00 PM
    const late = await placeOrder(await shopper(), 'pay_on_delivery', randomUUID(), { deliveryWindow: chosen });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('DELIVERY_WINDOW_NOT_OFFERED');
    expect(late.body.deliveryWindows[0].date).toBe('2026-12-05');
    expect((await windowsFor('30040')).some((window) => window.date === '2026-12-04')).toBe(false);
  });

  it('refuses a window of another zone with the windows of the address instead, changing nothing', async () => {
    const alpharetta = await windowsFor('30005');
    const client = await shopper();
    const stockBefore = await productStock(shop, productId);

    const refused = await placeOrder(client, 'pay_on_delivery', randomUUID(), {
      deliveryWindow: { windowId: alpharetta[0]!.windowId, date: alpharetta[0]!.date },
    });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'DELIVERY_WINDOW_NOT_OFFERED',
      fieldErrors: [{ field: 'deliveryWindow' }],
    });
    // Offered instead: the address's windows from the chosen day on.
    const fromThatDay = (await windowsFor('30040')).filter((window) => window.date >= alpharetta[0]!.date);
    expect(refused.body.deliveryWindows).toEqual(fromThatDay.slice(0, 3));
    expect(await productStock(shop, productId)).toBe(stockBefore);
    expect((await client.agent.get('/api/cart').expect(200)).body).toHaveLength(1);
  });

  it('refuses an address outside the delivery area (400 naming zipCode)', async () => {
    const refused = await placeOrder(await shopper(), 'pay_on_delivery', randomUUID(), { zipCode: '10001' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA', fieldErrors: [{ field: 'zipCode' }] });
    expect(refused.body.message).toContain('We do not deliver to 10001');
  });

  it('answers 409 DELIVERY_WINDOW_FULL with the next windows when the last place went meanwhile', async () => {
    const [first, second] = await windowsFor('30040');
    const chosen = { windowId: first!.windowId, date: first!.date };
    const taken = await placesTaken(chosen);
    await setCapacity(first!.windowId, taken + 1);
    try {
      const [early, late] = [await shopper(), await shopper()];
      await placeOrder(early, 'pay_on_delivery', randomUUID(), { deliveryWindow: chosen }).expect(201);

      const refused = await placeOrder(late, 'pay_on_delivery', randomUUID(), { deliveryWindow: chosen });

      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DELIVERY_WINDOW_FULL');
      expect(refused.body.deliveryWindows[0]).toMatchObject({ windowId: second!.windowId, date: second!.date });
      expect((await windowsFor('30040'))[0]).toMatchObject({ windowId: second!.windowId, date: second!.date });
      // Without a choice, the next shopper is booked into the next window with room.
      const placed = await placeOrder(late, 'pay_on_delivery').expect(201);
      expect(placed.body.order.deliveryWindow).toMatchObject({ windowId: second!.windowId, date: second!.date });
    } finally {
      await setCapacity(first!.windowId, 12);
    }
  });

  it('books once for a retried checkout with the same Idempotency-Key', async () => {
    const client = await shopper();
    const key = randomUUID();
    const first = await placeOrder(client, 'pay_on_delivery', key).expect(201);
    const again = await placeOrder(client, 'pay_on_delivery', key).expect(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    const [{ count }] = await shop.dataSource.query(
      `SELECT count(*)::int AS count FROM delivery_bookings WHERE "orderId" = $1`,
      [first.body.order.id],
    );
    expect(count).toBe(1);
  });

  it('gives the place back when staff cancel the order', async () => {
    const placed = await placeOrder(await shopper(), 'pay_on_delivery').expect(201);
    const window = placed.body.order.deliveryWindow;
    const before = await placesTaken(window);
    const staff = await signedInAs(shop, 'staff');

    await staff.agent
      .post(`/api/admin/orders/${placed.body.order.id}/status`)
      .send({ status: 'cancelled' })
      .expect(200);

    expect(await placesTaken(window)).toBe(before - 1);
  });

  describe('moving an order to another window', () => {
    it('lets the shopper move until the cutoff of the window held, giving the old place back', async () => {
      const client = await shopper();
      const placed = await placeOrder(client, 'pay_on_delivery').expect(201);
      const held = placed.body.order.deliveryWindow;
      const target = (await windowsFor('30040')).find((window) => window.date === '2026-12-05')!;
      const heldBefore = await placesTaken(held);

      const moved = await client.agent
        .put(`/api/orders/${placed.body.order.id}/delivery-window`)
        .send({ windowId: target.windowId, date: target.date })
        .expect(200);

      expect(orderSchema.parse(moved.body).deliveryWindow).toMatchObject({
        windowId: target.windowId,
        date: '2026-12-05',
      });
      expect(await placesTaken(held)).toBe(heldBefore - 1);
      const [mail] = await shop.dataSource.query(
        `SELECT subject FROM email_outbox WHERE kind = 'delivery_window_moved' AND "toAddress" = $1`,
        [placed.body.order.email],
      );
      expect(mail.subject).toContain('Saturday 5 December');
    });

    it('refuses the shopper once the window held is past its cutoff (409), and allows staff (audited)', async () => {
      const client = await shopper();
      const placed = await placeOrder(client, 'pay_on_delivery').expect(201);
      const orderId = placed.body.order.id as number;
      const target = (await windowsFor('30040')).find((window) => window.date === '2026-12-07')!;
      const choice = { windowId: target.windowId, date: target.date };

      clock.set('2026-12-04T01:00:00Z'); // 8:00 PM Thursday: Friday's windows are shut
      const refused = await client.agent.put(`/api/orders/${orderId}/delivery-window`).send(choice);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DELIVERY_WINDOW_LOCKED');

      const staff = await signedInAs(shop, 'staff');
      const moved = await staff.agent.put(`/api/admin/orders/${orderId}/delivery-window`).send(choice).expect(200);
      const order = adminOrderSchema.parse(moved.body);
      expect(order.deliveryWindow).toMatchObject(choice);
      expect(order.events.at(-1)).toMatchObject({ type: 'window_moved', actorEmail: staff.email });
      const [audit] = await shop.dataSource.query(
        `SELECT action FROM audit_log WHERE "entityType" = 'order' AND "entityId" = $1 ORDER BY id DESC LIMIT 1`,
        [String(orderId)],
      );
      expect(audit.action).toBe('order.window_moved');
    });

    it("answers 404 for another shopper's order and 400 for a malformed choice", async () => {
      const placed = await placeOrder(await shopper(), 'pay_on_delivery').expect(201);
      const stranger = await shopper();
      const target = (await windowsFor('30040'))[1]!;

      const hidden = await stranger.agent
        .put(`/api/orders/${placed.body.order.id}/delivery-window`)
        .send({ windowId: target.windowId, date: target.date });
      expect(hidden.status).toBe(404);
      expect(hidden.body.code).toBe('ORDER_NOT_FOUND');

      const malformed = await stranger.agent
        .put(`/api/orders/${placed.body.order.id}/delivery-window`)
        .send({ windowId: target.windowId, date: '2026-02-30' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.fieldErrors[0]).toMatchObject({ field: 'date' });
    });
  });
});
