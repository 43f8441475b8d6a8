import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { seedCatalog } from './catalog-seed.js';
import { seedPlans, seedProducts } from './catalog-seed-data.js';

describe('catalog seed', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ seed: false });
  });
  afterAll(() => shop.close());

  it('inserts the whole catalog once, then nothing', async () => {
    expect(await seedCatalog(shop.dataSource)).toEqual({
      productsInserted: seedProducts.length,
      plansInserted: seedPlans.length,
    });
    expect(await seedCatalog(shop.dataSource)).toEqual({ productsInserted: 0, plansInserted: 0 });
    const [{ count }] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM products`);
    expect(count).toBe(seedProducts.length);
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
