import request from 'supertest';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../test/checkout-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('orders with no payment configured', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  it('offers no payment method and places nothing (checkout shows "Setup Required")', async () => {
    await request(shop.http).get('/api/checkout/options').expect(200, { paymentMethods: [] });
    const [product] = productListSchema
      .parse((await request(shop.http).get('/api/products?category=spices')).body)
      .filter((p) => p.inStock === 'true');
    const client = await shopperWithCart(shop, [{ productId: product!.id, quantity: 1 }]);
    await placeOrder(client, 'pay_on_delivery').expect(409);
    expect((await client.get('/api/cart')).body).toHaveLength(1);
  });
});
