import request from 'supertest';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema, type Product } from '@shop/contracts/products';
import { placeOrder, productStock, shopperWithCart } from '../../test/checkout-helpers.js';
import { planWithBottles, SettableClock, subscribe } from '../../test/renewal-helpers.js';
import { signedInAs, type SignedInAgent } from '../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { RenewalsService } from '../subscriptions/renewals.service.js';
import { Product as ProductRow } from './product.entity.js';
import { CatalogVersion } from './catalog-version.js';
import { CatalogChangeListener } from './catalog-change-listener.js';
import { ProductsListCache } from './products-list-cache.js';
import { ProductsService } from './products.service.js';

/**
 * GET /api/products is served from a kept, serialised list. These tests hold it to being current:
 * every kind of write the shop makes shows in the very next answer, with a new ETag. The clock is
 * the test's, so the kept list's maximum age passes only when a test says so. They are about what
 * one process sees of its own writes, so on PostgreSQL its listener is stopped: hearing its own
 * writes again a moment later would add rebuilds the read counts below would see at random.
 * Other processes' writes: catalog-changes-across-processes.spec.ts.
 */
const clock = new SettableClock('2031-03-01T10:00:00.000Z');
let shop: TestApp;
let staff: SignedInAgent;
let owner: SignedInAgent;
let catalog: Product[];
/** How many times the list was read from the database. */
let reads = 0;

beforeAll(async () => {
  shop = await startTestApp({ clock, env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
  await shop.app.get(CatalogChangeListener).onApplicationShutdown();
  const products = shop.app.get(ProductsService);
  const read = products.list.bind(products);
  products.list = () => {
    reads += 1;
    return read();
  };
  staff = await signedInAs(shop, 'staff');
  owner = await signedInAs(shop, 'owner');
  catalog = productListSchema.parse((await request(shop.http).get('/api/products').expect(200)).body);
});
afterAll(() => shop.close());

const named = (name: string) => catalog.find((product) => product.name === name)!;

interface Seen {
  etag: string;
  products: Product[];
}

async function current(path = '/api/products'): Promise<Seen> {
  const response = await request(shop.http).get(path).expect(200);
  return { etag: response.headers.etag as string, products: productListSchema.parse(response.body) };
}

// supertest asks for gzip, as browsers do: the ETags these helpers see are the gzip body's.

/** What a browser holding `before` gets next: a full answer with another ETag, never a 304. */
async function next(before: Seen, path = '/api/products'): Promise<Seen> {
  const response = await request(shop.http).get(path).set('If-None-Match', before.etag).expect(200);
  expect(response.headers.etag).not.toBe(before.etag);
  return { etag: response.headers.etag as string, products: productListSchema.parse(response.body) };
}

const listed = (seen: Seen, id: number) => seen.products.find((product) => product.id === id);

/** Sets a product's stock as staff do, through a count correction in the back office. */
async function correctStock(id: number, stock: number): Promise<void> {
  const change = stock - (await productStock(shop, id));
  if (change === 0) return;
  await staff.post(`/api/admin/products/${id}/stock`, { change, reason: 'count_correction' }).expect(201);
}

describe('GET /api/products, kept serialised', () => {
  it('answers with a strong ETag, private no-cache, and the list as JSON', async () => {
    const response = await request(shop.http).get('/api/products').set('Accept-Encoding', 'identity').expect(200);
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(response.body)));
    expect(productListSchema.parse(response.body)).toEqual(catalog);
  });

  it('answers 304 without a body or a database read when If-None-Match names the current list', async () => {
    const { etag } = await current();
    const readsBefore = reads;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await request(shop.http).get('/api/products').set('If-None-Match', ifNoneMatch).expect(304);
      expect(response.text ?? '').toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
    for (let index = 0; index < 20; index += 1) await request(shop.http).get('/api/products').expect(200);
    expect(reads).toBe(readsBefore);
  });

  it('answers 200 for an ETag it did not give, however odd', async () => {
    for (const ifNoneMatch of ['"nope"', 'W/"nope"', 'garbage', '""', '"', ',,,', 'x'.repeat(4000)]) {
      await request(shop.http).get('/api/products').set('If-None-Match', ifNoneMatch).expect(200);
    }
  });

  it('keeps one list per category, each with its own ETag', async () => {
    const all = await current();
    const oils = await current('/api/products?category=oils');
    const spices = await current('/api/products?category=spices');
    expect(oils.products).toEqual(all.products.filter((product) => product.category === 'oils'));
    expect(spices.products).toEqual(all.products.filter((product) => product.category === 'spices'));
    expect(new Set([all.etag, oils.etag, spices.etag]).size).toBe(3);
    await request(shop.http).get('/api/products?category=oils').set('If-None-Match', oils.etag).expect(304);
    await request(shop.http).get('/api/products?category=oils').set('If-None-Match', all.etag).expect(200);
  });

  it('sends the kept body compressed once, in the coding the client prefers, never compressed twice', async () => {
    const response = await request(shop.http).get('/api/products').set('Accept-Encoding', 'identity').expect(200);
    const plain = { etag: response.headers.etag as string, products: productListSchema.parse(response.body) };
    for (const [accept, coding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['identity', undefined],
      ['zstd', undefined],
    ] as const) {
      const response = await request(shop.http).get('/api/products').set('Accept-Encoding', accept).expect(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers.etag).toBe(coding ? plain.etag.replace(/"$/, `-${coding}"`) : plain.etag);
      // Decoded once by the client, the body is the list: a second compression would not parse.
      expect(productListSchema.parse(response.body)).toEqual(plain.products);
      if (coding) {
        const again = request(shop.http).get('/api/products').set('Accept-Encoding', accept);
        await again.set('If-None-Match', response.headers.etag as string).expect(304);
      }
    }
  });

  it('is the same for everyone: a signed-in shopper with a cart gets the same bytes and ETag, with public fields only', async () => {
    const anonymous = await request(shop.http).get('/api/products').expect(200);
    const shopper = await shopperWithCart(shop, [{ productId: named('Cloves').id, quantity: 1 }]);
    const signedIn = await shopper.get('/api/products').expect(200);
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    for (const product of signedIn.body as Record<string, unknown>[]) {
      expect(Object.keys(product).sort()).toEqual(
        ['category', 'description', 'id', 'imageUrl', 'inStock', 'name', 'price'].sort(),
      );
    }
    expect(signedIn.text).not.toMatch(/stock"|published|keyBenefits|@example\.com|Asha/);
  });

  it('reads the database once for many simultaneous requests after a change', async () => {
    const before = await current();
    await owner.patch(`/api/admin/products/${named('Cloves').id}`, { price: '6.49' }).expect(200);
    const readsBefore = reads;
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(shop.http).get('/api/products')));
    expect(answers.every((answer) => answer.status === 200 && answer.headers.etag !== before.etag)).toBe(true);
    expect(reads).toBe(readsBefore + 1);
  });
});

describe('the list right after each kind of write', () => {
  it("shows the owner's price change", async () => {
    const oil = named('Cold-Pressed Coconut Oil');
    const before = await current();
    await owner.patch(`/api/admin/products/${oil.id}`, { price: '17.25' }).expect(200);
    const after = await next(before);
    expect(listed(after, oil.id)?.price).toBe('17.25');
    const oils = await current('/api/products?category=oils');
    expect(listed(oils, oil.id)?.price).toBe('17.25');
  });

  it('shows an edit of the name and description', async () => {
    const spice = named('Garam Masala');
    const before = await current();
    await staff
      .patch(`/api/admin/products/${spice.id}`, {
        name: 'Garam Masala (House Blend)',
        description: 'Roasted, then ground.',
      })
      .expect(200);
    expect(listed(await next(before), spice.id)).toMatchObject({
      name: 'Garam Masala (House Blend)',
      description: 'Roasted, then ground.',
    });
  });

  it('shows a stock movement taking a product to zero and a batch bringing it back', async () => {
    const oil = named('Cold-Pressed Black Mustard Oil');
    const before = await current();
    await correctStock(oil.id, 0);
    const soldOut = await next(before);
    expect(listed(soldOut, oil.id)?.inStock).toBe('false');

    await staff
      .post(`/api/admin/products/${oil.id}/stock`, { change: 12, reason: 'batch_received', pressedOn: '2031-02-20' })
      .expect(201);
    expect(listed(await next(soldOut), oil.id)?.inStock).toBe('true');
  });

  it('shows the last unit gone to the shopper who just bought it, and back when staff cancel the order', async () => {
    const spice = named('Lakadong Turmeric Powder');
    await correctStock(spice.id, 1);
    const shopper = await shopperWithCart(shop, [{ productId: spice.id, quantity: 1 }]);
    const before = await current();
    expect(listed(before, spice.id)?.inStock).toBe('true');

    const placed = placeOrderResponseSchema.parse((await placeOrder(shopper, 'pay_on_delivery').expect(201)).body);
    const bought = await shopper.get('/api/products').set('If-None-Match', before.etag).expect(200);
    expect(bought.headers.etag).not.toBe(before.etag);
    const afterPurchase = { etag: bought.headers.etag as string, products: productListSchema.parse(bought.body) };
    expect(listed(afterPurchase, spice.id)?.inStock).toBe('false');

    await staff.post(`/api/admin/orders/${placed.order.id}/status`, { status: 'cancelled' }).expect(200);
    expect(await productStock(shop, spice.id)).toBe(1);
    expect(listed(await next(afterPurchase), spice.id)?.inStock).toBe('true');
  });

  it('drops a hidden product from every list and brings it back when it is published', async () => {
    const oil = named('Cold-Pressed Castor Oil');
    const before = await current();
    const oilsBefore = await current('/api/products?category=oils');
    await staff.patch(`/api/admin/products/${oil.id}`, { published: false }).expect(200);
    const hidden = await next(before);
    expect(listed(hidden, oil.id)).toBeUndefined();
    expect(listed(await next(oilsBefore, '/api/products?category=oils'), oil.id)).toBeUndefined();

    await staff.patch(`/api/admin/products/${oil.id}`, { published: true }).expect(200);
    const shown = await next(hidden);
    expect(listed(shown, oil.id)).toBeDefined();
    // The same content as before it was hidden: the same ETag, so browsers' copies count again.
    expect(shown.etag).toBe(before.etag);
  });

  it("shows the bottles a subscription box sets aside, at checkout and at a renewal's cutoff", async () => {
    const oils = productListSchema.parse((await request(shop.http).get('/api/products?category=oils')).body);
    const [first, second] = oils.filter((oil) => oil.inStock === 'true');
    await correctStock(first!.id, 1);
    const before = await current();

    // Box 0 takes its bottles when the shopper subscribes.
    await subscribe(shop, await planWithBottles(shop, 2), [first!.id, second!.id]);
    const subscribed = await next(before);
    expect(listed(subscribed, first!.id)?.inStock).toBe('false');

    // Box 1 takes them at its cutoff, three days before the renewal on 1 April.
    await correctStock(first!.id, 1);
    const restocked = await next(subscribed);
    clock.set('2031-03-29T10:00:00.000Z');
    expect(await shop.app.get(RenewalsService).runDue(clock.now())).toEqual({ subscriptions: 1 });
    expect(await productStock(shop, first!.id)).toBe(0);
    expect(listed(await next(restocked), first!.id)?.inStock).toBe('false');
  });
});

describe('changes the app does not see', () => {
  it('show once the kept list is older than its maximum age (SQL by hand while not listening)', async () => {
    const spice = named('Cloves');
    const before = await current();
    await shop.dataSource.query(`UPDATE products SET price = 3.33 WHERE id = $1`, [spice.id]);
    await request(shop.http).get('/api/products').set('If-None-Match', before.etag).expect(304);

    expect(shop.config.productsListMaxAgeMs).toBe(1_000);
    clock.set(new Date(clock.now().getTime() + shop.config.productsListMaxAgeMs));
    expect(listed(await next(before), spice.id)?.price).toBe('3.33');
  });
});

describe('CatalogVersion', () => {
  it('moves when a transaction writing products commits, not before', async () => {
    const version = shop.app.get(CatalogVersion);
    const start = version.current;
    await shop.dataSource.transaction(async (manager) => {
      await manager.update(ProductRow, { id: named('Cloves').id }, { description: 'Whole cloves.' });
      await manager.increment(ProductRow, { id: named('Cloves').id }, 'stock', 1);
      expect(version.current).toBe(start);
    });
    expect(version.current).toBe(start + 1);
  });

  it('moves at once for a write outside a transaction, and not for reads or other tables', async () => {
    const version = shop.app.get(CatalogVersion);
    const start = version.current;
    await shop.dataSource.getRepository(ProductRow).find();
    await shop.dataSource.transaction((manager) => manager.query('SELECT 1'));
    expect(version.current).toBe(start);
    await shop.dataSource.getRepository(ProductRow).update({ id: named('Cloves').id }, { description: 'Cloves.' });
    expect(version.current).toBe(start + 1);
  });
});

describe('ProductsListCache, a write committed while the list is being read', () => {
  const oil = (price: string): Product => ({
    id: 1,
    name: 'Oil',
    description: 'An oil.',
    price,
    imageUrl: '/images/oil.jpg',
    category: 'oils',
    inStock: 'true',
  });

  it('answers the requests that came before the write from that read, and reads again for the ones after', async () => {
    const version = new CatalogVersion();
    const pending: ((rows: Product[]) => void)[] = [];
    const products = { list: () => new Promise<Product[]>((resolve) => pending.push(resolve)) };
    const cache = new ProductsListCache(products as unknown as ProductsService, version, clock, shop.config);

    const beforeWrite = cache.list();
    version.bump();
    pending[0]!([oil('1.00')]);
    expect(JSON.parse((await beforeWrite).body.toString())).toEqual([oil('1.00')]);

    const afterWrite = cache.list();
    expect(pending).toHaveLength(2);
    pending[1]!([oil('2.00')]);
    expect(JSON.parse((await afterWrite).body.toString())).toEqual([oil('2.00')]);
    // Kept now: no third read.
    await cache.list();
    expect(pending).toHaveLength(2);
  });
});
