import request from 'supertest';
import { apiErrorSchema } from '@shop/contracts/errors';
import { cartItemSchema, cartSchema } from '@shop/contracts/cart';
import { productListSchema, type Product } from '@shop/contracts/products';
import { browser, newShopper } from '../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('cart API', () => {
  let shop: TestApp;
  let inStock: Product;
  let outOfStock: Product;

  beforeAll(async () => {
    shop = await startTestApp();
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    inStock = products.find((p) => p.inStock === 'true')!;
    outOfStock = products.find((p) => p.inStock === 'false')!;
  });
  afterAll(() => shop.close());

  async function signedInShopper() {
    const client = browser(shop);
    await client.post('/api/auth/register', newShopper()).expect(201);
    return client;
  }

  it('answers 401 to every cart call without a session', async () => {
    await request(shop.http).get('/api/cart').expect(401);
    await request(shop.http).post('/api/cart').send({ productId: inStock.id }).expect(401);
    await request(shop.http).put('/api/cart/1').send({ quantity: 2 }).expect(401);
    await request(shop.http).delete('/api/cart/1').expect(401);
  });

  it('adds, raises the quantity of a product already there, changes and removes', async () => {
    const client = await signedInShopper();
    const added = cartItemSchema.parse(
      (await client.post('/api/cart', { productId: inStock.id, quantity: 1 }).expect(201)).body,
    );
    expect(added.product.name).toBe(inStock.name);
    const again = cartItemSchema.parse(
      (await client.post('/api/cart', { productId: inStock.id, quantity: 2 }).expect(201)).body,
    );
    expect(again).toMatchObject({ id: added.id, quantity: 3 });

    const changed = cartItemSchema.parse(
      (
        await client.agent
          .put(`/api/cart/${added.id}`)
          .set('Sec-Fetch-Site', 'same-origin')
          .send({ quantity: 5 })
          .expect(200)
      ).body,
    );
    expect(changed.quantity).toBe(5);
    expect(cartSchema.parse((await client.get('/api/cart').expect(200)).body)).toHaveLength(1);

    await client.agent.delete(`/api/cart/${added.id}`).set('Sec-Fetch-Site', 'same-origin').expect(204);
    expect((await client.get('/api/cart').expect(200)).body).toEqual([]);
  });

  it('adds up two quick first adds of one product instead of refusing the second', async () => {
    const client = await signedInShopper();
    const answers = await Promise.all([
      client.post('/api/cart', { productId: inStock.id, quantity: 1 }),
      client.post('/api/cart', { productId: inStock.id, quantity: 2 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const cart = cartSchema.parse((await client.get('/api/cart').expect(200)).body);
    expect(cart.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: inStock.id, quantity: 3 },
    ]);
  });

  it('defaults the quantity to one', async () => {
    const client = await signedInShopper();
    const added = cartItemSchema.parse((await client.post('/api/cart', { productId: inStock.id }).expect(201)).body);
    expect(added.quantity).toBe(1);
  });

  it("treats another shopper's line as not found, and leaves it alone", async () => {
    const owner = await signedInShopper();
    const stranger = await signedInShopper();
    const item = cartItemSchema.parse((await owner.post('/api/cart', { productId: inStock.id }).expect(201)).body);
    await stranger.agent
      .put(`/api/cart/${item.id}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ quantity: 9 })
      .expect(404);
    await stranger.agent.delete(`/api/cart/${item.id}`).set('Sec-Fetch-Site', 'same-origin').expect(404);
    expect(cartSchema.parse((await stranger.get('/api/cart')).body)).toEqual([]);
    expect(cartSchema.parse((await owner.get('/api/cart')).body)[0]?.quantity).toBe(1);
  });

  it('refuses an unknown product (404) and one out of stock (409)', async () => {
    const client = await signedInShopper();
    const unknown = await client.post('/api/cart', { productId: 987654 }).expect(404);
    expect(apiErrorSchema.parse(unknown.body).code).toBe('PRODUCT_NOT_FOUND');
    const soldOut = await client.post('/api/cart', { productId: outOfStock.id }).expect(409);
    expect(apiErrorSchema.parse(soldOut.body)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `${outOfStock.name} is out of stock`,
    });
  });

  it('refuses more than the stock on hand (409)', async () => {
    const client = await signedInShopper();
    const [{ stock }] = await shop.dataSource.query(`SELECT stock FROM products WHERE id = $1`, [inStock.id]);
    const response = await client.post('/api/cart', { productId: inStock.id, quantity: Math.min(stock + 1, 99) });
    expect(response.status).toBe(stock + 1 > 99 ? 201 : 409);
  });

  it.each([
    [{ productId: 'one' }, 'productId'],
    [{ productId: 1, quantity: 0 }, 'quantity'],
    [{ productId: 1, quantity: 1.5 }, 'quantity'],
    [{ productId: 1, quantity: 100 }, 'quantity'],
    [{ productId: 1, price: '0.01' }, 'price'],
    [{}, 'productId'],
  ])('rejects %j with 400 naming %s, and changes nothing', async (body, field) => {
    const client = await signedInShopper();
    const response = await client.post('/api/cart', body).expect(400);
    expect(apiErrorSchema.parse(response.body).fieldErrors?.map((e) => e.field)).toContain(field);
    expect((await client.get('/api/cart')).body).toEqual([]);
  });

  it('rejects a malformed item id or quantity on update', async () => {
    const client = await signedInShopper();
    await client.agent.put('/api/cart/abc').set('Sec-Fetch-Site', 'same-origin').send({ quantity: 2 }).expect(400);
    await client.agent.put('/api/cart/1').set('Sec-Fetch-Site', 'same-origin').send({ quantity: -1 }).expect(400);
  });
});
