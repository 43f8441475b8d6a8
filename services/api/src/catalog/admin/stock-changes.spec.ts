import request from 'supertest';
import { adminProductDetailSchema, stockChangeResponseSchema } from '@shop/contracts/admin-products';
import { apiErrorSchema } from '@shop/contracts/errors';
import { productDetailSchema, productListSchema, type Product } from '@shop/contracts/products';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { shopDate } from '../../common/shop-calendar.js';

let shop: TestApp;
let staff: SignedInAgent;
let catalog: Product[];

beforeAll(async () => {
  shop = await startTestApp();
  staff = await signedInAs(shop, 'staff');
  catalog = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
});
afterAll(() => shop.close());

const named = (name: string) => catalog.find((product) => product.name === name)!;
const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);
const changeStock = (id: number, body: object) => staff.post(`/api/admin/products/${id}/stock`, body);
const setStock = (id: number, stock: number) =>
  shop.dataSource.query(`UPDATE products SET stock = $1 WHERE id = $2`, [stock, id]);
const stockOf = async (id: number) =>
  ((await shop.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [id])) as { stock: number }[])[0]!.stock;
/** Rows written by stock changes, to prove a refused one wrote nothing. */
const rowCounts = async () =>
  (
    (await shop.dataSource.query(
      `SELECT (SELECT count(*)::int FROM stock_movements) AS movements,
              (SELECT count(*)::int FROM product_batches) AS batches,
              (SELECT count(*)::int FROM audit_log) AS audit`,
    )) as { movements: number; batches: number; audit: number }[]
  )[0];

/** The shop's date `days` from today ("2026-11-23"). */
function dayFromToday(days: number): string {
  const today = new Date(`${shopDate(new Date())}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

describe('POST /api/admin/products/:id/stock', () => {
  it('takes damaged units out and corrects a count, each with a movement and an audit row', async () => {
    const product = named('Cumin Seeds (Jeera)');
    await setStock(product.id, 20);

    const damaged = stockChangeResponseSchema.parse(
      (await changeStock(product.id, { change: -2, reason: 'damaged', note: 'Two torn bags' }).expect(201)).body,
    );
    expect(damaged).toMatchObject({
      stock: 18,
      movement: { change: -2, reason: 'damaged', note: 'Two torn bags', stockAfter: 18, batchId: null },
    });
    expect(damaged.movement.actor.email).toBe(staff.email);
    const corrected = stockChangeResponseSchema.parse(
      (await changeStock(product.id, { change: 3, reason: 'count_correction' }).expect(201)).body,
    );
    expect(corrected).toMatchObject({ stock: 21, movement: { change: 3, note: null, stockAfter: 21 } });
    expect(await stockOf(product.id)).toBe(21);

    const detail = adminProductDetailSchema.parse(
      (await staff.get(`/api/admin/products/${product.id}`).expect(200)).body,
    );
    expect(detail.product.stock).toBe(21);
    expect(detail.movements.map((movement) => [movement.reason, movement.change, movement.stockAfter])).toEqual([
      ['count_correction', 3, 21],
      ['damaged', -2, 18],
    ]);
    const audit = await shop.dataSource.query(
      `SELECT "actorEmail", before, after FROM audit_log WHERE action = 'product.stock' AND "entityId" = $1 ORDER BY id`,
      [String(product.id)],
    );
    expect(audit).toEqual([
      {
        actorEmail: staff.email,
        before: { stock: 20 },
        after: { stock: 18, reason: 'damaged', note: 'Two torn bags' },
      },
      { actorEmail: staff.email, before: { stock: 18 }, after: { stock: 21, reason: 'count_correction' } },
    ]);
  });

  it('receives a batch with its pressed-on date; the storefront shows the freshest batch of an oil', async () => {
    const oil = named('Cold-Pressed Sunflower Oil');
    const before = await stockOf(oil.id);
    // The catalog seed's first batch, pressed three days before the shop opened.
    const seeded = productDetailSchema.parse((await request(shop.http).get(`/api/products/${oil.id}`)).body).pressedOn;
    expect(seeded).toBe(dayFromToday(-3));

    const fresh = dayFromToday(-1);
    const older = dayFromToday(-40);
    const received = stockChangeResponseSchema.parse(
      (await changeStock(oil.id, { change: 12, reason: 'batch_received', pressedOn: fresh }).expect(201)).body,
    );
    expect(received.stock).toBe(before + 12);
    expect(received.movement.batchId).not.toBeNull();
    // A late delivery of an older pressing does not make the oil look older.
    await changeStock(oil.id, { change: 4, reason: 'batch_received', pressedOn: older }).expect(201);

    const product = productDetailSchema.parse(
      (await request(shop.http).get(`/api/products/${oil.id}`).expect(200)).body,
    );
    expect(product.pressedOn).toBe(fresh);
    expect(product.inStock).toBe('true');
    const detail = adminProductDetailSchema.parse((await staff.get(`/api/admin/products/${oil.id}`)).body);
    expect(detail.product.pressedOn).toBe(fresh);
    expect(detail.batches.map((batch) => [batch.pressedOn, batch.quantity, batch.receivedBy.email])).toEqual([
      [fresh, 12, staff.email],
      [seeded, before, 'catalog seed'],
      [older, 4, staff.email],
    ]);
    expect(detail.movements[1]?.batchId).toBe(detail.batches[0]?.id);
    const [audit] = await shop.dataSource.query(
      `SELECT after FROM audit_log WHERE action = 'product.stock' AND "entityId" = $1 ORDER BY id LIMIT 1`,
      [String(oil.id)],
    );
    expect(audit.after).toEqual({ stock: before + 12, reason: 'batch_received', pressedOn: fresh });
  });

  it('shows no pressed-on date to shoppers for a spice, even with a batch', async () => {
    const spice = named('Garam Masala');
    await changeStock(spice.id, { change: 5, reason: 'batch_received', pressedOn: dayFromToday(0) }).expect(201);
    expect(
      productDetailSchema.parse((await request(shop.http).get(`/api/products/${spice.id}`)).body).pressedOn,
    ).toBeNull();
  });

  it('refuses to go below zero with 409 naming what is on hand, writing nothing', async () => {
    const product = named('Coriander Powder');
    await setStock(product.id, 3);
    const counts = await rowCounts();
    const response = await changeStock(product.id, { change: -4, reason: 'damaged' }).expect(409);
    expect(errorOf(response)).toMatchObject({
      code: 'STOCK_CHANGE_NOT_ALLOWED',
      message: 'Only 3 of Coriander Powder on hand: stock cannot go below zero',
      fieldErrors: [{ field: 'change' }],
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(await rowCounts()).toEqual(counts);
  });

  it('refuses bad changes with 400 naming the field, writing nothing', async () => {
    const product = named('Cloves');
    const stock = await stockOf(product.id);
    const counts = await rowCounts();
    const cases: [object, string][] = [
      [{ change: 0, reason: 'damaged' }, 'change'],
      [{ change: 1.5, reason: 'damaged' }, 'change'],
      [{ change: '2', reason: 'damaged' }, 'change'],
      [{ change: 2, reason: 'sold' }, 'reason'],
      [{ change: 2 }, 'reason'],
      [{ change: 2, reason: 'damaged', note: 'x'.repeat(501) }, 'note'],
      [{ change: 2, reason: 'batch_received' }, 'pressedOn'],
      [{ change: -2, reason: 'batch_received', pressedOn: dayFromToday(-1) }, 'change'],
      [{ change: 2, reason: 'damaged', pressedOn: dayFromToday(-1) }, 'pressedOn'],
      [{ change: 2, reason: 'batch_received', pressedOn: '2026-02-30' }, 'pressedOn'],
      [{ change: 2, reason: 'batch_received', pressedOn: '20 Nov 2026' }, 'pressedOn'],
      [{ change: 2, reason: 'batch_received', pressedOn: dayFromToday(2) }, 'pressedOn'],
      [{ change: 2, reason: 'batch_received', pressedOn: dayFromToday(-365 * 2 - 2) }, 'pressedOn'],
      [{ change: 2_147_483_647, reason: 'count_correction' }, 'change'],
      [{ change: 2, reason: 'damaged', batchId: 1 }, 'batchId'],
    ];
    for (const [body, field] of cases) {
      const response = await changeStock(product.id, body);
      expect({ body, status: response.status, field: errorOf(response).fieldErrors?.[0]?.field }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    expect(await stockOf(product.id)).toBe(stock);
    expect(await rowCounts()).toEqual(counts);
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect(errorOf(await changeStock(999_999, { change: 1, reason: 'damaged' }).expect(404)).code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    await staff.post('/api/admin/products/abc/stock', { change: 1, reason: 'damaged' }).expect(400);
    await staff.get('/api/admin/products/999999').expect(404);
  });

  it('lets 20 simultaneous "-1 damaged" on 10 units take exactly 10, leaving 0 and 10 movements', async () => {
    const product = named('Black Pepper (Tellicherry)');
    await setStock(product.id, 10);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => changeStock(product.id, { change: -1, reason: 'damaged' })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    expect(await stockOf(product.id)).toBe(0);
    const movements = (await shop.dataSource.query(
      `SELECT "stockAfter" FROM stock_movements WHERE "productId" = $1 ORDER BY "stockAfter" DESC`,
      [product.id],
    )) as { stockAfter: number }[];
    // Each saw the count the one before left: 9, 8, ... 0, never the same twice.
    expect(movements.map((movement) => movement.stockAfter)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });
});
