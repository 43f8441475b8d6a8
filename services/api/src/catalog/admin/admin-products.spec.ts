import { rmSync } from 'node:fs';
import request from 'supertest';
import { auditPageSchema } from '@shop/contracts/admin';
import { adminProductPageSchema, adminProductSchema, LOW_STOCK_THRESHOLD } from '@shop/contracts/admin-products';
import { cartSchema } from '@shop/contracts/cart';
import { apiErrorSchema } from '@shop/contracts/errors';
import { orderSchema, placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { subscriptionPlanListSchema } from '@shop/contracts/subscription-plans';
import { say } from '../../../test/chat-helpers.js';
import { placeOrder, shopperWithCart } from '../../../test/checkout-helpers.js';
import { browser, newShopper } from '../../../test/shopper-agent.js';
import { stubWebApps } from '../../../test/stub-web-apps.js';
import { boxAddress, subscribe } from '../../../test/subscription-helpers.js';
import { signedInAs, type SignedInAgent } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

const apps = stubWebApps();
let shop: TestApp;
let staff: SignedInAgent;
let owner: SignedInAgent;
let catalog: Product[];

beforeAll(async () => {
  shop = await startTestApp({
    // No https PUBLIC_URL: its session cookies would be Secure, which supertest's plain http drops.
    env: { PAYMENT_PAY_ON_DELIVERY: 'true', WEB_APPS_DIR: apps, IMAGE_HOSTS: 'images.example.com, CDN.example.net' },
  });
  staff = await signedInAs(shop, 'staff');
  owner = await signedInAs(shop, 'owner');
  catalog = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
});
afterAll(async () => {
  await shop.close();
  rmSync(apps, { recursive: true, force: true });
});

const named = (name: string) => catalog.find((product) => product.name === name)!;
const errorOf = (response: request.Response) => apiErrorSchema.parse(response.body);
const stored = async (id: number) =>
  (await shop.dataSource.query(`SELECT * FROM products WHERE id = $1`, [id]))[0] as Record<string, unknown>;
const auditRows = async (action: string, entityId: number) =>
  (await shop.dataSource.query(
    `SELECT "actorEmail", action, before, after FROM audit_log WHERE action = $1 AND "entityId" = $2 ORDER BY id`,
    [action, String(entityId)],
  )) as { actorEmail: string; action: string; before: unknown; after: unknown }[];

describe('GET /api/admin/products', () => {
  it('lists every product with stock, published flag, price and pressed-on date, paged by name', async () => {
    const page = adminProductPageSchema.parse((await staff.get('/api/admin/products?pageSize=5').expect(200)).body);
    expect(page).toMatchObject({ page: 1, pageSize: 5, total: catalog.length });
    expect(page.items).toHaveLength(5);
    const names = page.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(page.items[0]).toMatchObject({ published: true, pressedOn: null });
    expect(typeof page.items[0]!.stock).toBe('number');
  });

  it('filters by category, low stock and a name search', async () => {
    const spices = adminProductPageSchema.parse(
      (await staff.get('/api/admin/products?category=spices&pageSize=100').expect(200)).body,
    );
    expect(spices.items.length).toBeGreaterThan(0);
    expect(spices.items.every((item) => item.category === 'spices')).toBe(true);

    await shop.dataSource.query(`UPDATE products SET stock = $1 WHERE id = $2`, [
      LOW_STOCK_THRESHOLD,
      named('Cloves').id,
    ]);
    const low = adminProductPageSchema.parse((await staff.get('/api/admin/products?lowStock=true&pageSize=100')).body);
    expect(low.items.map((item) => item.name)).toContain('Cloves');
    expect(low.items.every((item) => item.stock <= LOW_STOCK_THRESHOLD)).toBe(true);

    const search = adminProductPageSchema.parse((await staff.get('/api/admin/products?search=SESAME')).body);
    expect(search.items.map((item) => item.name)).toEqual(['Cold-Pressed Sesame (Gingelly) Oil']);
    const wildcard = adminProductPageSchema.parse((await staff.get('/api/admin/products?search=%25')).body);
    expect(wildcard.total).toBe(0);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const [query, field] of [
      ['published=maybe', 'published'],
      ['category=ghee', 'category'],
      ['pageSize=1000', 'pageSize'],
    ]) {
      const response = await staff.get(`/api/admin/products?${query}`).expect(400);
      expect(errorOf(response).fieldErrors?.[0]?.field).toBe(field);
    }
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('lets staff edit the text fields, image and benefits, with an audit row of the changed fields', async () => {
    const product = named('Coriander Powder');
    const response = await staff
      .patch(`/api/admin/products/${product.id}`, {
        name: 'Coriander Powder (Dhania)',
        description: 'Freshly ground coriander.',
        imageUrl: 'https://images.example.com/dhania.jpg',
        keyBenefits: ['Ground weekly'],
        category: 'spices',
      })
      .expect(200);
    expect(adminProductSchema.parse(response.body)).toMatchObject({
      name: 'Coriander Powder (Dhania)',
      description: 'Freshly ground coriander.',
      imageUrl: 'https://images.example.com/dhania.jpg',
      keyBenefits: ['Ground weekly'],
      price: product.price,
    });
    const [audit] = await auditRows('product.edited', product.id);
    expect(audit).toMatchObject({
      actorEmail: staff.email,
      before: { name: 'Coriander Powder', description: expect.any(String), imageUrl: product.imageUrl },
      after: {
        name: 'Coriander Powder (Dhania)',
        description: 'Freshly ground coriander.',
        imageUrl: 'https://images.example.com/dhania.jpg',
        keyBenefits: ['Ground weekly'],
      },
    });
    // The category did not change, so it is not in the audit row.
    expect(audit!.after).not.toHaveProperty('category');
    await staff.patch(`/api/admin/products/${product.id}`, { imageUrl: '/images/products/coriander.svg' }).expect(200);
  });

  it('stores an image address as the browser will resolve it, on a listed host in any case', async () => {
    const product = named('Cloves');
    const saved = await staff
      .patch(`/api/admin/products/${product.id}`, {
        imageUrl: '  https://CDN.Example.NET/oils/clove%20buds.jpg?w=400 ',
      })
      .expect(200);
    expect(adminProductSchema.parse(saved.body).imageUrl).toBe('https://cdn.example.net/oils/clove%20buds.jpg?w=400');
    await staff.patch(`/api/admin/products/${product.id}`, { imageUrl: product.imageUrl }).expect(200);
  });

  it('refuses bad values with 400 naming the field, changing nothing', async () => {
    const product = named('Green Cardamom');
    const before = await stored(product.id);
    const cases: [object, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ imageUrl: 'http://images.example.com/a.jpg' }, 'imageUrl'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      // Addresses a browser resolves to somewhere else on the site (an <img> of /api/logout would sign viewers out).
      [{ imageUrl: '/images/../api/logout' }, 'imageUrl'],
      [{ imageUrl: '/images/./../api/admin/audit' }, 'imageUrl'],
      [{ imageUrl: '/images/%2e%2e/api/logout' }, 'imageUrl'],
      [{ imageUrl: '/images/.%2E/api/logout' }, 'imageUrl'],
      [{ imageUrl: '/images/..' }, 'imageUrl'],
      [{ imageUrl: '/images//evil.example/x.png' }, 'imageUrl'],
      [{ imageUrl: '/images\\..\\api/logout' }, 'imageUrl'],
      [{ imageUrl: '/api/logout' }, 'imageUrl'],
      [{ imageUrl: '//images.example.com/a.jpg' }, 'imageUrl'],
      [{ imageUrl: 'https://images.example.com/../api/logout' }, 'imageUrl'],
      [{ imageUrl: 'https://images.example.com/a/%2e%2e/b.jpg' }, 'imageUrl'],
      [{ imageUrl: 'https://user:pass@images.example.com/a.jpg' }, 'imageUrl'],
      // Hosts the operator did not list, the shop's own host included.
      [{ imageUrl: 'https://localhost:3000/api/logout' }, 'imageUrl'],
      [{ imageUrl: 'https://127.0.0.1/api/logout' }, 'imageUrl'],
      [{ imageUrl: 'https://images.example.com.evil.example/a.jpg' }, 'imageUrl'],
      [{ category: 'ghee' }, 'category'],
      [{ keyBenefits: [''] }, 'keyBenefits.0'],
      [{ published: 'yes' }, 'published'],
      [{ price: '12.5' }, 'price'],
      [{ price: '-1.00' }, 'price'],
      [{ stock: 50 }, 'stock'],
    ];
    for (const [body, field] of cases) {
      const response = await owner.patch(`/api/admin/products/${product.id}`, body).expect(400);
      expect({ body, field: errorOf(response).fieldErrors?.[0]?.field }).toEqual({ body, field });
    }
    expect(await stored(product.id)).toEqual(before);
  });

  it('answers 409 naming the field for a name another product has, in any case', async () => {
    const product = named('Black Pepper (Tellicherry)');
    const response = await staff.patch(`/api/admin/products/${product.id}`, { name: 'cloves' }).expect(409);
    expect(errorOf(response)).toMatchObject({ code: 'ALREADY_EXISTS', fieldErrors: [{ field: 'name' }] });
    expect((await stored(product.id)).name).toBe(product.name);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await staff.patch('/api/admin/products/999999', { description: 'x' }).expect(404);
    expect(errorOf(response).code).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses a price from staff with 403 OWNER_ONLY and changes nothing, not even the other fields', async () => {
    const product = named('Fenugreek Seeds (Methi)');
    const before = await stored(product.id);
    const response = await staff
      .patch(`/api/admin/products/${product.id}`, { price: '1.00', description: 'Cheap now' })
      .expect(403);
    expect(errorOf(response)).toMatchObject({ code: 'OWNER_ONLY', fieldErrors: [{ field: 'price' }] });
    expect(await stored(product.id)).toEqual(before);
    expect(await auditRows('product.edited', product.id)).toEqual([]);
  });

  it("takes the owner's price change, exactly, with an audit row", async () => {
    const product = named('Fenugreek Seeds (Methi)');
    const response = await owner.patch(`/api/admin/products/${product.id}`, { price: '9.10' }).expect(200);
    expect(adminProductSchema.parse(response.body).price).toBe('9.10');
    expect((await request(shop.http).get(`/api/products/${product.id}`)).body.price).toBe('9.10');
    const audit = await auditRows('product.edited', product.id);
    expect(audit).toEqual([
      { actorEmail: owner.email, action: 'product.edited', before: { price: product.price }, after: { price: '9.10' } },
    ]);
  });
});

describe('a price change never alters an order already placed', () => {
  it('keeps the order lines and total; a new cart line uses the new price', async () => {
    const product = named('Lakadong Turmeric Powder');
    const shopper = await shopperWithCart(shop, [{ productId: product.id, quantity: 2 }]);
    const placed = placeOrderResponseSchema.parse((await placeOrder(shopper, 'pay_on_delivery').expect(201)).body);
    const orderBefore = orderSchema.parse((await shopper.get(`/api/orders/${placed.order.id}`).expect(200)).body);
    expect(orderBefore.items[0]?.unitPrice).toBe(product.price);

    await owner.patch(`/api/admin/products/${product.id}`, { price: '99.99' }).expect(200);

    const orderAfter = orderSchema.parse((await shopper.get(`/api/orders/${placed.order.id}`).expect(200)).body);
    expect(orderAfter.items).toEqual(orderBefore.items);
    expect(orderAfter.total).toBe(orderBefore.total);
    await shopper.post('/api/cart', { productId: product.id, quantity: 1 }).expect(201);
    const cart = cartSchema.parse((await shopper.get('/api/cart').expect(200)).body);
    expect(cart.map((line) => line.product.price)).toEqual(['99.99']);
  });
});

describe('hidden products', () => {
  it('are gone for shoppers everywhere, stay in the admin list and in orders, and come back when published', async () => {
    const oil = named('Cold-Pressed Flaxseed Oil');
    // Bought and in a cart before it is hidden.
    const buyer = await shopperWithCart(shop, [{ productId: oil.id, quantity: 1 }]);
    const placed = placeOrderResponseSchema.parse((await placeOrder(buyer, 'pay_on_delivery').expect(201)).body);
    const carrier = await shopperWithCart(shop, [{ productId: oil.id, quantity: 1 }]);

    const hidden = await staff.patch(`/api/admin/products/${oil.id}`, { published: false }).expect(200);
    expect(adminProductSchema.parse(hidden.body).published).toBe(false);
    expect(await auditRows('product.hidden', oil.id)).toEqual([
      { actorEmail: staff.email, action: 'product.hidden', before: { published: true }, after: { published: false } },
    ]);

    // The storefront list and page.
    const list = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
    expect(list.map((product) => product.id)).not.toContain(oil.id);
    const oils = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
    expect(oils.map((product) => product.id)).not.toContain(oil.id);
    expect(errorOf(await request(shop.http).get(`/api/products/${oil.id}`).expect(404)).code).toBe('PRODUCT_NOT_FOUND');
    await request(shop.http).get(`/product/${oil.id}`).expect(404);

    // The cart: no adding, and a line already there is neither shown, counted nor sold.
    const shopper = browser(shop);
    await shopper.post('/api/auth/register', newShopper()).expect(201);
    const refused = await shopper.post('/api/cart', { productId: oil.id, quantity: 1 }).expect(404);
    expect(errorOf(refused).code).toBe('PRODUCT_NOT_FOUND');
    expect(cartSchema.parse((await carrier.get('/api/cart').expect(200)).body)).toEqual([]);
    expect((await carrier.get('/api/cart/summary').expect(200)).body).toMatchObject({ itemCount: 0 });
    expect(errorOf(await placeOrder(carrier, 'pay_on_delivery').expect(409)).code).toBe('CART_EMPTY');

    // Subscription boxes.
    const [plan] = subscriptionPlanListSchema.parse((await request(shop.http).get('/api/subscriptions/plans')).body);
    const otherOils = oils.filter((product) => product.inStock === 'true').slice(0, plan!.bottleCount - 1);
    const box = await subscribe(shopper, {
      planId: plan!.id,
      shippingAddress: boxAddress,
      selectedOils: [oil.id, ...otherOils.map((product) => product.id)],
    }).expect(400);
    expect(errorOf(box)).toMatchObject({ code: 'INVALID_OIL_SELECTION', fieldErrors: [{ field: 'selectedOils' }] });

    // The sitemap and the support chat.
    const sitemap = await request(shop.http).get('/sitemap.xml').expect(200);
    expect(sitemap.text).not.toContain(`/product/${oil.id}<`);
    expect(sitemap.text).toContain(`/product/${named('Cloves').id}<`);
    const chat = await say(browser(shop), 'Do you sell flaxseed oil?');
    expect(chat.response).not.toContain(`/product/${oil.id})`);

    // The order placed before keeps it; the back office still lists it.
    const order = orderSchema.parse((await buyer.get(`/api/orders/${placed.order.id}`).expect(200)).body);
    expect(order.items.map((item) => item.name)).toEqual([oil.name]);
    const hiddenList = adminProductPageSchema.parse((await staff.get('/api/admin/products?published=false')).body);
    expect(hiddenList.items.map((item) => [item.name, item.published])).toEqual([[oil.name, false]]);
    expect((await staff.get(`/api/admin/products/${oil.id}`).expect(200)).body.product.published).toBe(false);

    // Published again: back on the shelf, and the waiting cart line with it.
    await staff.patch(`/api/admin/products/${oil.id}`, { published: true }).expect(200);
    await request(shop.http).get(`/api/products/${oil.id}`).expect(200);
    expect(cartSchema.parse((await carrier.get('/api/cart')).body).map((line) => line.productId)).toEqual([oil.id]);
    const audit = auditPageSchema.parse(
      (await owner.get(`/api/admin/audit?entityType=product&entityId=${oil.id}`)).body,
    );
    expect(audit.items.map((entry) => entry.action)).toEqual(['product.published', 'product.hidden']);
  });
});
