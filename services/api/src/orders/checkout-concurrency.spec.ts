import request from 'supertest';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, productStock, shopperWithCart } from '../testing/checkout-helpers.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Fifty shoppers press Place Order at the same moment for a product with five left. Real row
 * locks only exist on PostgreSQL (PGlite runs one transaction at a time), so CI runs this suite
 * again with TEST_DATABASE_URL; on PGlite it still checks the arithmetic of the outcome.
 */
describe('checkout under contention', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
  });
  afterAll(() => shop.close());

  it('sells exactly the stock on hand: 5 orders succeed, 45 are told it is out of stock', async () => {
    const products = productListSchema.parse((await request(shop.http).get('/api/products?category=spices')).body);
    const product = products.find((p) => p.name === 'Garam Masala')!;
    const shoppers = [];
    for (let index = 0; index < 50; index += 1)
      shoppers.push(await shopperWithCart(shop, [{ productId: product.id, quantity: 1 }]));
    await shop.dataSource.query(`UPDATE products SET stock = 5 WHERE id = $1`, [product.id]);

    const responses = await Promise.all(shoppers.map((shopper) => placeOrder(shopper, 'pay_on_delivery')));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'OUT_OF_STOCK', message: `${product.name} is out of stock` });
    }
    expect(await productStock(shop, product.id)).toBe(0);
    const [{ count }] = await shop.dataSource.query(
      `SELECT count(*)::int AS count FROM orders WHERE status = 'confirmed'`,
    );
    expect(count).toBe(5);
  });
});
