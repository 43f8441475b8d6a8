import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { productDetailSchema, productListSchema } from '@shop/contracts/products';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { CatalogVersion } from './catalog-version.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await startTestApp();
});
afterAll(() => shop.close());

/**
 * These tests write with SQL, which the app's subscriber does not see: they say so, as a commit
 * through TypeORM does (on PostgreSQL the trigger's notification would say so a moment later, and
 * on either database the kept list would show it within PRODUCTS_LIST_MAX_AGE_MS).
 */
async function sql(statement: string): Promise<void> {
  await shop.dataSource.query(statement);
  shop.app.get(CatalogVersion).bump();
}

describe('GET /api/products', () => {
  it('lists the seeded catalog with exactly the public product fields', async () => {
    const response = await request(shop.http).get('/api/products').expect(200);
    const products = productListSchema.parse(response.body);
    expect(products.filter((p) => p.category === 'oils').length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.category === 'spices').length).toBeGreaterThanOrEqual(8);
    for (const product of response.body as Record<string, unknown>[]) {
      expect(Object.keys(product).sort()).toEqual(
        ['category', 'description', 'id', 'imageUrl', 'inStock', 'name', 'price'].sort(),
      );
    }
  });

  it('derives the inStock flag from the stock count', async () => {
    await sql(`UPDATE products SET stock = 0 WHERE name = 'Cloves'`);
    const response = await request(shop.http).get('/api/products').expect(200);
    const products = productListSchema.parse(response.body);
    expect(products.find((p) => p.name === 'Cloves')?.inStock).toBe('false');
    expect(products.some((p) => p.inStock === 'true')).toBe(true);
  });

  it('keeps prices exact as two-decimal strings', async () => {
    await sql(`UPDATE products SET price = 0.1 + 0.2 WHERE name = 'Garam Masala'`);
    const response = await request(shop.http).get('/api/products?category=spices').expect(200);
    const masala = productListSchema.parse(response.body).find((p) => p.name === 'Garam Masala');
    expect(masala?.price).toBe('0.30');
  });

  it('compresses the list for clients that accept gzip', async () => {
    const response = await request(shop.http).get('/api/products').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(productListSchema.parse(response.body).length).toBeGreaterThan(0);
  });

  it('filters by category', async () => {
    const response = await request(shop.http).get('/api/products?category=oils').expect(200);
    const products = productListSchema.parse(response.body);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.category === 'oils')).toBe(true);
  });

  it('rejects an unknown category or query field with 400 naming the field', async () => {
    const badCategory = await request(shop.http).get('/api/products?category=ghee').expect(400);
    expect(apiErrorSchema.parse(badCategory.body).fieldErrors?.[0]?.field).toBe('category');
    const unknownField = await request(shop.http).get('/api/products?sort=price').expect(400);
    expect(apiErrorSchema.parse(unknownField.body).fieldErrors).toEqual([{ field: 'sort', message: 'Unknown field' }]);
  });
});

describe('GET /api/products/:id', () => {
  it('returns one product with its key benefits', async () => {
    const [first] = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    const response = await request(shop.http).get(`/api/products/${first?.id}`).expect(200);
    const product = productDetailSchema.parse(response.body);
    expect(product.name).toBe(first?.name);
    expect(product.keyBenefits.length).toBeGreaterThan(0);
  });

  it('answers 404 in the API error shape for an unknown id', async () => {
    const response = await request(shop.http).get('/api/products/999999').expect(404);
    expect(apiErrorSchema.parse(response.body)).toMatchObject({ statusCode: 404, code: 'PRODUCT_NOT_FOUND' });
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999'])('rejects the id %s with 400', async (id) => {
    const response = await request(shop.http).get(`/api/products/${id}`).expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors?.[0]?.field).toBe('id');
  });
});
