import request from 'supertest';
import { adminOrderPageSchema, adminOrderSchema, type AdminOrder } from '@shop/contracts/admin-orders';
import type { OrderStatus } from '@shop/contracts/orders';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { placeOrder, productStock, shopperWithCart } from '../../../test/checkout-helpers.js';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { Order } from '../order.entity.js';

/** Orders placed in March 2024 by this file alone: filters combined with that month see only these. */
const MARCH = { from: '2024-03-01', to: '2024-03-31' };

describe('back office: orders', () => {
  let shop: TestApp;
  let staff: SignedInAgent;
  let owner: SignedInAgent;
  let spice: Product;

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    staff = await signedInAs(shop, 'staff');
    owner = await signedInAs(shop, 'owner');
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=spices')).body);
    spice = products.find((product) => product.inStock === 'true')!;
    await seedMarch();
  });
  afterAll(() => shop.close());

  /** 30 orders, one a day in March 2024; every third in ZIP 30041, statuses in turn, three customers. */
  const customers = [
    { firstName: 'Meera', lastName: 'Krishnan', email: 'Meera.K@Example.com' },
    { firstName: 'John', lastName: 'Smith', email: 'john.smith@example.org' },
    { firstName: 'Priya', lastName: 'Meer', email: 'priya_100%@example.net' },
  ];
  const marchStatuses: OrderStatus[] = ['confirmed', 'packed', 'delivered', 'cancelled', 'paid'];
  const marchIds: number[] = [];

  async function seedMarch() {
    for (let day = 1; day <= 30; day += 1) {
      const customer = customers[day % 3]!;
      const zipCode = day % 3 === 0 ? '30041' : '30040';
      const order = await shop.dataSource.getRepository(Order).save({
        userId: null,
        ...customer,
        phone: '4045550100',
        shippingAddress: { address: `${day} Main Street`, city: 'Cumming', state: 'GA', zipCode },
        zipCode,
        billingAddress: null,
        items: [{ productId: spice.id, name: spice.name, unitPrice: '5.00', quantity: 1, lineTotal: '5.00' }],
        subtotal: '5.00',
        total: '5.00',
        status: marchStatuses[day % marchStatuses.length]!,
        paymentMethod: 'pay_on_delivery',
        specialInstructions: null,
        idempotencyKey: `march-${day}`,
        createdAt: new Date(Date.UTC(2024, 2, day, 12)),
      });
      marchIds.push(order.id);
    }
  }

  async function list(query: Record<string, string | number>) {
    const response = await staff
      .get(
        `/api/admin/orders?${new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]))}`,
      )
      .expect(200);
    return adminOrderPageSchema.parse(response.body);
  }

  async function placedOrder(paymentMethod: 'pay_on_delivery' = 'pay_on_delivery', quantity = 1) {
    const client = await shopperWithCart(shop, [{ productId: spice.id, quantity }]);
    return placeOrderResponseSchema.parse((await placeOrder(client, paymentMethod).expect(201)).body).order;
  }

  async function detail(id: number): Promise<AdminOrder> {
    return adminOrderSchema.parse((await staff.get(`/api/admin/orders/${id}`).expect(200)).body);
  }

  const auditRows = (id: number) =>
    shop.dataSource.query(
      `SELECT "actorEmail", action, before, after FROM audit_log WHERE "entityType" = 'order' AND "entityId" = $1 ORDER BY id`,
      [String(id)],
    );

  const setStatus = (id: number, status: OrderStatus) =>
    shop.dataSource.query(`UPDATE orders SET status = $2 WHERE id = $1`, [id, status]);

  describe('the list', () => {
    it('pages newest first with the total', async () => {
      const first = await list({ ...MARCH, pageSize: 10 });
      expect(first.total).toBe(30);
      expect(first.items.map((order) => order.id)).toEqual([...marchIds].reverse().slice(0, 10));
      const third = await list({ ...MARCH, pageSize: 10, page: 3 });
      expect(third.items.map((order) => order.id)).toEqual([...marchIds].reverse().slice(20, 30));
      expect((await list({ ...MARCH, pageSize: 10, page: 4 })).items).toEqual([]);
      expect(first.items[0]).toMatchObject({ zipCode: '30041', total: '5.00', createdAt: '2024-03-30T12:00:00.000Z' });
    });

    it('filters by status, ZIP and dates (both days included)', async () => {
      const packed = await list({ ...MARCH, status: 'packed' });
      expect(packed.total).toBe(6);
      expect(packed.items.every((order) => order.status === 'packed')).toBe(true);
      const zip = await list({ ...MARCH, zip: '30041' });
      expect(zip.total).toBe(10);
      expect(zip.items.every((order) => order.zipCode === '30041')).toBe(true);
      const days = await list({ from: '2024-03-05', to: '2024-03-07' });
      expect(days.items.map((order) => order.createdAt.slice(0, 10))).toEqual([
        '2024-03-07',
        '2024-03-06',
        '2024-03-05',
      ]);
      expect((await list({ ...MARCH, zip: '30041', status: 'cancelled' })).total).toBe(2); // days 9 and 24
    });

    it('finds an order by its number, with or without #', async () => {
      const id = marchIds[4]!;
      expect((await list({ q: String(id) })).items.map((order) => order.id)).toEqual([id]);
      expect((await list({ q: `#${id}` })).items.map((order) => order.id)).toEqual([id]);
      expect((await list({ q: '2147483648' })).total).toBe(0);
    });

    it('finds orders by the start of an e-mail, first or last name, in any case', async () => {
      expect((await list({ ...MARCH, q: 'meera.k@' })).total).toBe(10);
      expect((await list({ ...MARCH, q: 'JOHN.S' })).total).toBe(10);
      expect((await list({ ...MARCH, q: 'smi' })).total).toBe(10);
      // "meer" starts Meera's first name and Priya's last name.
      expect((await list({ ...MARCH, q: 'meer' })).total).toBe(20);
      expect((await list({ ...MARCH, q: 'john smith' })).total).toBe(10);
      expect((await list({ ...MARCH, q: 'rishnan' })).total).toBe(0); // a prefix, not anywhere
      // % and _ are letters here, not wildcards.
      expect((await list({ ...MARCH, q: 'priya_100%' })).total).toBe(10);
      expect((await list({ ...MARCH, q: 'priya%' })).total).toBe(0);
    });

    it('refuses bad query values with 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['status=lost', 'status'],
        ['from=2024-13-01', 'from'],
        ['from=yesterday', 'from'],
        ['to=2024-02-30', 'to'],
        ['from=2024-03-02&to=2024-03-01', 'to'],
        ['zip=3004', 'zip'],
        ['page=0', 'page'],
        ['pageSize=1000', 'pageSize'],
        [`q=${'x'.repeat(101)}`, 'q'],
      ];
      for (const [query, field] of cases) {
        const response = await staff.get(`/api/admin/orders?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.body.fieldErrors.map((error: { field: string }) => error.field)).toContain(field);
      }
    });
  });

  describe('one order', () => {
    it('shows the order with its timeline, and 404 for an unknown one', async () => {
      const placed = await placedOrder();
      const order = await detail(placed.id);
      expect(order).toMatchObject({
        id: placed.id,
        status: 'confirmed',
        zipCode: placed.shippingAddress.zipCode,
        paymentMethod: 'pay_on_delivery',
        refundedTotal: '0.00',
        refundable: '0.00',
        paid: false,
        nextStatuses: ['packed', 'cancelled'],
      });
      expect(order.events).toEqual([
        expect.objectContaining({ type: 'placed', actorEmail: null, note: 'Pay on delivery' }),
      ]);
      expect((await staff.get('/api/admin/orders/2147483647').expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      expect((await staff.get('/api/admin/orders/abc').expect(400)).body.fieldErrors[0].field).toBe('id');
    });

    it('enqueues the order confirmation once when a pay-on-delivery order is placed', async () => {
      const placed = await placedOrder();
      const emails = await shop.dataSource.query(
        `SELECT kind, "toAddress", subject, "textBody" FROM email_outbox WHERE "dedupeKey" = $1`,
        [`order-confirmation:${placed.id}`],
      );
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({ kind: 'order_confirmation', toAddress: placed.email });
      expect(emails[0].subject).toContain(`#${placed.id}`);
      expect(emails[0].textBody).toContain(`Total: $${placed.total}`);
    });
  });

  describe('moving an order', () => {
    it('packs, sends out and delivers, with an audit row and a timeline entry each, e-mailing once when out for delivery', async () => {
      const placed = await placedOrder();
      for (const status of ['packed', 'out_for_delivery', 'delivered'] as const) {
        const moved = adminOrderSchema.parse(
          (await staff.post(`/api/admin/orders/${placed.id}/status`, { status }).expect(200)).body,
        );
        expect(moved.status).toBe(status);
      }
      const order = await detail(placed.id);
      expect(order.nextStatuses).toEqual([]);
      expect(order.events.map((event) => [event.type, event.actorEmail])).toEqual([
        ['placed', null],
        ['packed', staff.email],
        ['out_for_delivery', staff.email],
        ['delivered', staff.email],
      ]);
      expect(await auditRows(placed.id)).toEqual([
        {
          actorEmail: staff.email,
          action: 'order.packed',
          before: { status: 'confirmed' },
          after: { status: 'packed' },
        },
        {
          actorEmail: staff.email,
          action: 'order.out_for_delivery',
          before: { status: 'packed' },
          after: { status: 'out_for_delivery' },
        },
        {
          actorEmail: staff.email,
          action: 'order.delivered',
          before: { status: 'out_for_delivery' },
          after: { status: 'delivered' },
        },
      ]);
      const emails = await shop.dataSource.query(
        `SELECT kind, "toAddress", "textBody" FROM email_outbox WHERE "dedupeKey" = $1`,
        [`out-for-delivery:${placed.id}`],
      );
      expect(emails).toEqual([expect.objectContaining({ kind: 'out_for_delivery', toAddress: placed.email })]);
      expect(emails[0].textBody).toContain(`have $${placed.total} ready`);
    });

    it('allows packing a paid order and cancelling from paid, confirmed and packed', async () => {
      const paid = await placedOrder();
      await setStatus(paid.id, 'paid');
      await staff.post(`/api/admin/orders/${paid.id}/status`, { status: 'packed' }).expect(200);
      for (const from of ['paid', 'confirmed', 'packed', 'pending'] as const) {
        const placed = await placedOrder();
        await setStatus(placed.id, from);
        const cancelled = adminOrderSchema.parse(
          (await owner.post(`/api/admin/orders/${placed.id}/status`, { status: 'cancelled' }).expect(200)).body,
        );
        expect(cancelled.status).toBe('cancelled');
        expect(cancelled.events.at(-1)).toMatchObject({ type: 'cancelled', actorEmail: owner.email });
      }
    });

    it('refuses every other move with 409 naming both statuses, changing nothing and auditing nothing', async () => {
      const refusals: [OrderStatus, OrderStatus, string][] = [
        ['delivered', 'packed', 'A delivered order cannot be packed'],
        ['cancelled', 'packed', 'A cancelled order cannot be packed'],
        ['pending', 'packed', 'A pending order cannot be packed'],
        ['confirmed', 'out_for_delivery', 'A confirmed order cannot be sent out for delivery'],
        ['paid', 'delivered', 'A paid order cannot be delivered'],
        ['packed', 'packed', 'A packed order cannot be packed'],
        ['out_for_delivery', 'cancelled', 'An out-for-delivery order cannot be cancelled'],
        ['delivered', 'cancelled', 'A delivered order cannot be cancelled'],
        ['cancelled', 'cancelled', 'A cancelled order cannot be cancelled'],
        ['pending', 'paid', 'A pending order cannot be marked paid (only its payment does that)'],
        ['confirmed', 'pending', 'A confirmed order cannot be made pending again'],
        ['packed', 'confirmed', 'A packed order cannot be confirmed'],
      ];
      const placed = await placedOrder();
      const stock = await productStock(shop, spice.id);
      for (const [from, to, message] of refusals) {
        await setStatus(placed.id, from);
        const response = await staff.post(`/api/admin/orders/${placed.id}/status`, { status: to });
        expect({ from, to, status: response.status, code: response.body.code, message: response.body.message }).toEqual(
          {
            from,
            to,
            status: 409,
            code: 'ORDER_TRANSITION_NOT_ALLOWED',
            message,
          },
        );
        expect((await detail(placed.id)).status).toBe(from);
      }
      expect(await auditRows(placed.id)).toEqual([]);
      expect((await detail(placed.id)).events.map((event) => event.type)).toEqual(['placed']);
      expect(await productStock(shop, spice.id)).toBe(stock);
    });

    it('refuses bad bodies with 400 naming the field, and unknown orders with 404', async () => {
      const placed = await placedOrder();
      const bad = await staff.post(`/api/admin/orders/${placed.id}/status`, { status: 'shipped' }).expect(400);
      expect(bad.body.fieldErrors[0].field).toBe('status');
      const extra = await staff
        .post(`/api/admin/orders/${placed.id}/status`, { status: 'packed', note: 'x' })
        .expect(400);
      expect(extra.body.fieldErrors[0].field).toBe('note');
      await staff.post(`/api/admin/orders/${placed.id}/status`, {}).expect(400);
      await staff.post('/api/admin/orders/2147483647/status', { status: 'packed' }).expect(404);
    });

    it('puts the stock back when cancelling, without refilling the shopper’s cart', async () => {
      const before = await productStock(shop, spice.id);
      const placed = await placedOrder('pay_on_delivery', 3);
      expect(await productStock(shop, spice.id)).toBe(before - 3);
      await staff.post(`/api/admin/orders/${placed.id}/status`, { status: 'cancelled' }).expect(200);
      expect(await productStock(shop, spice.id)).toBe(before);
      const [{ count }] = await shop.dataSource.query(
        `SELECT count(*)::int AS count FROM cart_items WHERE "userId" = (SELECT "userId" FROM orders WHERE id = $1)`,
        [placed.id],
      );
      expect(count).toBe(0);
      expect(await auditRows(placed.id)).toEqual([
        {
          actorEmail: staff.email,
          action: 'order.cancelled',
          before: { status: 'confirmed' },
          after: { status: 'cancelled' },
        },
      ]);
    });

    it('says a refund is still owed when cancelling a paid card order', async () => {
      const placed = await placedOrder();
      await shop.dataSource.query(
        `UPDATE orders SET status = 'paid', "paymentMethod" = 'stripe', "paymentIntentId" = 'pi_owed' WHERE id = $1`,
        [placed.id],
      );
      const cancelled = adminOrderSchema.parse(
        (await staff.post(`/api/admin/orders/${placed.id}/status`, { status: 'cancelled' }).expect(200)).body,
      );
      expect(cancelled.events.at(-1)!.note).toBe(`Paid by card: a refund of $${placed.total} is still owed`);
      expect(cancelled.refundable).toBe(placed.total);
    });

    // On PGlite the two requests queue (one transaction at a time); on PostgreSQL they race for the row lock.
    it('lets one of two simultaneous moves of an order win; the other gets 409', async () => {
      for (let round = 0; round < 5; round += 1) {
        const placed = await placedOrder();
        const stock = await productStock(shop, spice.id);
        const [packing, cancelling] = await Promise.all([
          staff.post(`/api/admin/orders/${placed.id}/status`, { status: 'packed' }),
          owner.post(`/api/admin/orders/${placed.id}/status`, { status: 'cancelled' }),
        ]);
        // Packed can still be cancelled: either order of the two is fine, but never a double cancel.
        const statuses = [packing.status, cancelling.status].sort();
        expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
        const order = await detail(placed.id);
        if (cancelling.status === 200) expect(order.status).toBe('cancelled');
        expect(await productStock(shop, spice.id)).toBe(order.status === 'cancelled' ? stock + 1 : stock);
      }
      for (let round = 0; round < 5; round += 1) {
        const placed = await placedOrder();
        const stock = await productStock(shop, spice.id);
        const responses = await Promise.all([
          staff.post(`/api/admin/orders/${placed.id}/status`, { status: 'cancelled' }),
          owner.post(`/api/admin/orders/${placed.id}/status`, { status: 'cancelled' }),
        ]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
        expect(await productStock(shop, spice.id)).toBe(stock + 1);
        expect(await auditRows(placed.id)).toHaveLength(1);
      }
    });
  });
});
