import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCatalog } from './catalog-seed.js';
import { firstBatchPressedOn, SEED_RECEIVER } from './first-batches.js';
import { seedPlans, seedProducts } from './catalog-seed-data.js';

/** 02:30 UTC on 27 November 2026: late evening of the 26th in the shop's time zone. */
const SEEDED_AT = new Date('2026-11-27T02:30:00Z');

describe('catalog seed', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('inserts the whole catalog once, then nothing', async () => {
    const oils = seedProducts.filter((product) => product.category === 'oils').length;
    expect(await seedCatalog(shop.dataSource, SEEDED_AT)).toEqual({
      productsInserted: seedProducts.length,
      plansInserted: seedPlans.length,
      batchesInserted: oils,
      deliveryZonesInserted: 3,
    });
    expect(await seedCatalog(shop.dataSource, SEEDED_AT)).toEqual({
      productsInserted: 0,
      plansInserted: 0,
      batchesInserted: 0,
      deliveryZonesInserted: 0,
    });
    const [{ count }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM products`);
    expect(count).toBe(seedProducts.length);
  });

  it('gives a new shop a delivery week, and never touches a schedule the owner edited', async () => {
    const zones = await shop.dataSource.query(`SELECT name, "catchAll" FROM delivery_zones ORDER BY id`);
    expect(zones).toEqual([
      { name: 'Forsyth County', catchAll: false },
      { name: 'Alpharetta, Milton and Johns Creek', catchAll: false },
      { name: 'Lake Lanier and the rest of the area', catchAll: true },
    ]);
    await shop.dataSource.query(`UPDATE delivery_windows SET capacity = 3`);
    await shop.dataSource.query(`DELETE FROM delivery_closures`);

    expect((await seedCatalog(shop.dataSource, SEEDED_AT)).deliveryZonesInserted).toBe(0);

    const [{ capacities }] = await shop.dataSource.query(
      `SELECT array_agg(DISTINCT capacity) AS capacities FROM delivery_windows`,
    );
    expect(capacities).toEqual([3]);
    const [{ closures }] = await shop.dataSource.query(`SELECT count(*)::int AS closures FROM delivery_closures`);
    expect(closures).toBe(0);
  });

  it('records a first batch for every oil, pressed three days before seeding in the shop calendar', async () => {
    const batches: { name: string; category: string; pressedOn: string; quantity: number; stock: number }[] =
      await shop.dataSource.query(
        `SELECT p.name, p.category, to_char(b."pressedOn", 'YYYY-MM-DD') AS "pressedOn", b.quantity, p.stock
           FROM product_batches b JOIN products p ON p.id = b."productId" ORDER BY p.name`,
      );
    const oils = seedProducts.filter((product) => product.category === 'oils').map((oil) => oil.name);
    expect(batches.map((batch) => batch.name)).toEqual([...oils].sort());
    for (const batch of batches) {
      // 02:30 UTC on the 27th is still the 26th in Cumming, GA.
      expect(batch.pressedOn).toBe('2026-11-23');
      expect(batch.quantity).toBe(batch.stock > 0 ? batch.stock : 12);
    }
    const [receiver] = await shop.dataSource.query(`SELECT DISTINCT "receivedByEmail" AS email FROM product_batches`);
    expect(receiver.email).toBe(SEED_RECEIVER);
  });

  it('dates the first batch three shop days back, never in the future, whatever the hour or daylight saving', () => {
    const cases: [string, string][] = [
      ['2026-03-08T04:59:00Z', '2026-03-04'], // 23:59 on the 7th in Cumming (EST)
      ['2026-03-08T05:00:00Z', '2026-03-05'], // midnight starts the 8th
      ['2026-03-08T12:00:00Z', '2026-03-05'], // daylight saving began at 02:00
      ['2026-11-01T03:59:00Z', '2026-10-28'], // 23:59 EDT on 31 October
      ['2026-12-31T23:00:00Z', '2026-12-28'],
      ['2027-01-01T05:30:00Z', '2026-12-29'],
    ];
    for (const [now, pressedOn] of cases) {
      expect({ now, pressedOn: firstBatchPressedOn(new Date(now)) }).toEqual({ now, pressedOn });
    }
  });

  it('never overwrites a batch staff recorded, and adds none to an oil that has one', async () => {
    const [oil] = await shop.dataSource.query(`SELECT id FROM products WHERE name = $1`, [
      seedProducts.find((product) => product.category === 'oils')!.name,
    ]);
    await shop.dataSource.query(`DELETE FROM product_batches WHERE "productId" = $1`, [oil.id]);
    await shop.dataSource.query(
      `INSERT INTO product_batches ("productId", "pressedOn", quantity, "receivedByEmail") VALUES ($1, '2026-11-25', 7, 'staff@example.com')`,
      [oil.id],
    );
    const before = await shop.dataSource.query(`SELECT * FROM product_batches ORDER BY id`);
    expect((await seedCatalog(shop.dataSource, new Date('2027-03-01T12:00:00Z'))).batchesInserted).toBe(0);
    expect(await shop.dataSource.query(`SELECT * FROM product_batches ORDER BY id`)).toEqual(before);
  });

  it("never overwrites an operator's price change", async () => {
    await shop.dataSource.query(`UPDATE products SET price = 1.23 WHERE name = 'Cloves'`);
    await seedCatalog(shop.dataSource);
    const [row] = await shop.dataSource.query(`SELECT price FROM products WHERE name = 'Cloves'`);
    expect(row.price).toBe('1.23');
  });

  it('has at least one product out of stock in each category', () => {
    for (const category of ['oils', 'spices'] as const) {
      expect(seedProducts.some((p) => p.category === category && p.stock === 0)).toBe(true);
    }
  });
});
