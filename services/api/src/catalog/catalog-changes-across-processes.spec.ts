import { rmSync } from 'node:fs';
import pg from 'pg';
import request from 'supertest';
import { healthSchema } from '@shop/contracts/health';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { type Product, productListSchema } from '@shop/contracts/products';
import { type AppInstances, startAppInstances, startAppOn } from '../../test/app-instances.js';
import { placeOrder, productStock, shopperWithCart } from '../../test/checkout-helpers.js';
import { writeCatalogServerBuild, writeShellServerBuild } from '../../test/stub-server-builds.js';
import { stubWebAppsWithCatalog } from '../../test/stub-web-apps.js';
import { startTcpFaultProxy, type TcpFaultProxy } from '../../test/tcp-fault-proxy.js';
import { signedInAs, type SignedInAgent } from '../../test/team-helpers.js';
import type { TestApp } from '../../test/test-app.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { CATALOG_CHANNEL, CATALOG_LISTENER_NAME } from './catalog-change-listener.js';
import { CatalogVersion } from './catalog-version.js';
import { Product as ProductRow } from './product.entity.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Where the tests' own markers go: a channel the apps do not listen to. */
const MARKER_CHANNEL = 'catalog_test_marker';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until `done` holds. Notifications take milliseconds; the deadline only turns one that never
 * comes into this test's failure, instead of a poll running on into the next tests.
 */
async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not so after 20 s: ${JSON.stringify(value)}`);
    await sleep(10);
  }
}

const health = async (shop: TestApp) => {
  const response = await request(shop.http).get('/api/health');
  return { httpStatus: response.status, ...healthSchema.parse(response.body) };
};

/**
 * Two API processes on one PostgreSQL, as two apps in this file, each with its own pool, listener
 * and kept things: A takes the writes (the back office, a shopper's checkout), B answers shoppers.
 * B trusts its kept list and pages for an hour, so only A's notification can explain B seeing a
 * change. B's listener reaches PostgreSQL through a TCP proxy the tests cut; its pool does not.
 * The embedded database serves one process, so there nothing listens (the last describe).
 */
if (onPostgres) {
  describe('catalog changes between two processes on one PostgreSQL', () => {
    /** A, alone at first: it migrates and seeds the database and owns it. */
    let first: AppInstances;
    let proxy: TcpFaultProxy;
    let apps: string;
    let a: TestApp;
    let b: TestApp;
    let owner: SignedInAgent;
    let catalog: Product[];
    let bClosed = false;
    /** A LISTEN of the test's own, to see what the database sends and in which order. */
    let observer: pg.Client;
    const heard: { channel: string; payload: string }[] = [];

    beforeAll(async () => {
      first = await startAppInstances(1, { env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
      a = first.instances[0]!;
      const database = a.connection;
      const server = new URL(database.url);
      proxy = await startTcpFaultProxy({ host: server.hostname, port: Number(server.port || 5432) });
      apps = stubWebAppsWithCatalog('aaaa1111');
      writeShellServerBuild(apps, 'shell-1');
      writeCatalogServerBuild(apps, 'catalog-1');
      b = await startAppOn(database, {
        captureLogs: true,
        env: {
          WEB_APPS_DIR: apps,
          PRODUCTS_LIST_MAX_AGE_MS: String(60 * 60 * 1000),
          PAGE_CACHE_SECONDS: '3600',
          DATABASE_URL: database.url,
          DATABASE_LISTEN_URL: Object.assign(new URL(database.url), { host: proxy.address }).toString(),
        },
      });
      owner = await signedInAs(a, 'owner');
      catalog = productListSchema.parse((await request(a.http).get('/api/products').expect(200)).body);
      observer = new pg.Client({ connectionString: database.url });
      await observer.connect();
      observer.on('notification', (message) =>
        heard.push({ channel: message.channel, payload: message.payload ?? '' }),
      );
      await observer.query(`LISTEN ${CATALOG_CHANNEL}`);
      await observer.query(`LISTEN ${MARKER_CHANNEL}`);
    });

    afterAll(async () => {
      await observer?.end();
      // B first: sessions are read through the first app's Passport (decision 5).
      if (!bClosed) await b?.close();
      await first?.close();
      await proxy?.close();
      if (apps) rmSync(apps, { recursive: true, force: true });
    });

    const named = (name: string) => catalog.find((product) => product.name === name)!;
    const versionOf = (shop: TestApp) => shop.app.get(CatalogVersion).current;
    const listed = async (shop: TestApp, id: number) =>
      productListSchema
        .parse((await request(shop.http).get('/api/products').expect(200)).body)
        .find((product) => product.id === id);
    const productPage = (shop: TestApp, id: number) => request(shop.http).get(`/product/${id}`);
    const renderCount = (html: string) => Number(/render (\d+);/.exec(html)?.[1]);

    /**
     * B's list and product page as kept: asked twice, the list answers 304 to its own ETag and the
     * page comes with the same render, so what B answers next is what it kept.
     */
    async function keptByB(id: number): Promise<{ page: string }> {
      const list = await request(b.http).get('/api/products').expect(200);
      await request(b.http).get('/api/products').set('If-None-Match', list.headers.etag!).expect(304);
      const rendered = await productPage(b, id).expect(200);
      const again = await productPage(b, id).expect(200);
      expect(renderCount(again.text)).toBe(renderCount(rendered.text));
      return { page: rendered.text };
    }

    /** Waits for B to hear of what A just committed: its version moves on the notification. */
    const heardByB = (versionBefore: number) =>
      until(
        () => versionOf(b),
        (version) => version > versionBefore,
      );

    /** Commits a notification on a channel of the test's own and waits until the observer hears it. */
    async function marker(name: string): Promise<void> {
      await a.dataSource.query(`SELECT pg_notify($1, $2)`, [MARKER_CHANNEL, name]);
      await until(
        () => heard,
        (notes) => notes.some((note) => note.channel === MARKER_CHANNEL && note.payload === name),
      );
    }

    /**
     * What `work` sent on the catalog's channel. PostgreSQL delivers a session's notifications in
     * commit order, whatever their channel: what the observer hears between a marker committed
     * before `work` and one committed after is what `work` sent, and nothing else.
     */
    async function sentBy(work: () => Promise<unknown>): Promise<string[]> {
      await marker('before');
      heard.length = 0;
      await work();
      await marker('after');
      return heard.filter((note) => note.channel === CATALOG_CHANNEL).map((note) => note.payload);
    }

    it('both processes listen, each on a connection of its own named in pg_stat_activity', async () => {
      expect(await health(b)).toMatchObject({ httpStatus: 200, status: 'ok', catalogChanges: 'listening' });
      expect(await health(a)).toMatchObject({ httpStatus: 200, status: 'ok', catalogChanges: 'listening' });
      const listeners = await a.dataSource.query(
        `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
        [CATALOG_LISTENER_NAME],
      );
      expect(listeners).toEqual([{ count: 2 }]);
    });

    it("shows A's price change in B's kept list and kept product page on B's next request", async () => {
      const oil = named('Cold-Pressed Coconut Oil');
      const { page } = await keptByB(oil.id);
      expect(page).toContain(`"price":"${oil.price}"`);

      const version = versionOf(b);
      await owner.patch(`/api/admin/products/${oil.id}`, { price: '21.75' }).expect(200);
      await heardByB(version);
      expect((await listed(b, oil.id))?.price).toBe('21.75');
      const after = await productPage(b, oil.id).expect(200);
      expect(after.text).toContain('"price":"21.75"');
      expect(renderCount(after.text)).toBeGreaterThan(renderCount(page));
    });

    it("shows A's stock change taking a product out of stock, and back, in B's list and page", async () => {
      const spice = named('Cloves');
      const staffChange = (change: number) =>
        owner.post(`/api/admin/products/${spice.id}/stock`, { change, reason: 'count_correction' }).expect(201);
      await keptByB(spice.id);

      let version = versionOf(b);
      await staffChange(-(await productStock(a, spice.id)));
      await heardByB(version);
      expect((await listed(b, spice.id))?.inStock).toBe('false');
      expect((await productPage(b, spice.id).expect(200)).text).toContain('https://schema.org/OutOfStock');

      version = versionOf(b);
      await staffChange(5);
      await heardByB(version);
      expect((await listed(b, spice.id))?.inStock).toBe('true');
      expect((await productPage(b, spice.id).expect(200)).text).toContain('https://schema.org/InStock');
    });

    it('hides a product A hides from B’s list, and B’s kept page of it answers 404', async () => {
      const oil = named('Cold-Pressed Black Mustard Oil');
      await keptByB(oil.id);
      const version = versionOf(b);
      await owner.patch(`/api/admin/products/${oil.id}`, { published: false }).expect(200);
      await heardByB(version);
      expect(await listed(b, oil.id)).toBeUndefined();
      await productPage(b, oil.id).expect(404);
    });

    it("shows a checkout in A that takes the last bottles as out of stock in B's list and page", async () => {
      const spice = named('Lakadong Turmeric Powder');
      await a.dataSource.getRepository(ProductRow).update({ id: spice.id }, { stock: 2 });
      const shopper = await shopperWithCart(a, [{ productId: spice.id, quantity: 2 }]);
      await until(
        () => listed(b, spice.id),
        (product) => product?.inStock === 'true',
      );
      await keptByB(spice.id);

      const version = versionOf(b);
      placeOrderResponseSchema.parse((await placeOrder(shopper, 'pay_on_delivery').expect(201)).body);
      await heardByB(version);
      expect((await listed(b, spice.id))?.inStock).toBe('false');
      expect((await productPage(b, spice.id).expect(200)).text).toContain('https://schema.org/OutOfStock');
    });

    it('notifies one time for a transaction of several catalog writes, at its commit', async () => {
      const [first, second] = [named('Garam Masala'), named('Cold-Pressed Groundnut (Peanut) Oil')];
      const sent = await sentBy(() =>
        a.dataSource.transaction(async (manager) => {
          await manager.update(ProductRow, { id: first.id }, { description: 'Roasted, then ground.' });
          await manager.update(ProductRow, { id: second.id }, { price: '15.10' });
          await manager.update(ProductRow, { id: first.id }, { price: '7.70' });
        }),
      );
      expect(sent).toEqual(['']);
    });

    it('notifies nothing for a rolled-back change, and B keeps answering what it kept', async () => {
      const oil = named('Cold-Pressed Groundnut (Peanut) Oil');
      const before = await listed(b, oil.id);
      const sent = await sentBy(() =>
        a.dataSource
          .transaction(async (manager) => {
            await manager.update(ProductRow, { id: oil.id }, { price: '99.99', published: false });
            throw new Error('the checkout failed after taking the stock');
          })
          .catch(() => undefined),
      );
      expect(sent).toEqual([]);
      expect(await listed(b, oil.id)).toEqual(before);
    });

    it('notifies nothing for a checkout that leaves bottles on the shelf (shoppers see no change)', async () => {
      const oil = named('Cold-Pressed Groundnut (Peanut) Oil');
      const shopper = await shopperWithCart(a, [{ productId: oil.id, quantity: 1 }]);
      expect(await productStock(a, oil.id)).toBeGreaterThan(1);
      const sent = await sentBy(() => placeOrder(shopper, 'pay_on_delivery').expect(201));
      expect(sent).toEqual([]);
    });

    it('notifies for SQL by hand too: the database sends it, not the application', async () => {
      const spice = named('Garam Masala');
      const version = versionOf(b);
      const sent = await sentBy(() => a.dataSource.query(`UPDATE products SET price = 8.80 WHERE id = $1`, [spice.id]));
      expect(sent).toEqual(['']);
      await heardByB(version);
      expect((await listed(b, spice.id))?.price).toBe('8.80');
    });

    it('while its link is cut, B reports not listening (still ready), logs it once and keeps what it kept; back, it catches up', async () => {
      const oil = named('Cold-Pressed Coconut Oil');
      const losses = async () =>
        (await b.app.get(MetricsService).registry.getSingleMetric('shop_catalog_listener_losses_total')!.get())
          .values[0]?.value ?? 0;
      const lossesBefore = await losses();
      await keptByB(oil.id);

      await proxy.cut();
      expect(
        await until(
          () => health(b),
          (answer) => answer.catalogChanges === 'not-listening',
        ),
      ).toMatchObject({ httpStatus: 200, status: 'degraded', database: 'up' });
      // Attempts to listen again fail while the link is down: two more at least, still one warning.
      await until(losses, (count) => count >= lossesBefore + 3);

      await owner.patch(`/api/admin/products/${oil.id}`, { price: '23.40' }).expect(200);
      // Not told: B answers from what it kept, as its age limits allow.
      expect((await listed(b, oil.id))?.price).not.toBe('23.40');
      expect((await productPage(b, oil.id).expect(200)).text).not.toContain('"price":"23.40"');

      await proxy.restore();
      expect(
        await until(
          () => health(b),
          (answer) => answer.catalogChanges === 'listening',
        ),
      ).toMatchObject({ httpStatus: 200, status: 'ok' });
      // Listening again, B cannot know what it missed, so it drops what it kept.
      expect((await listed(b, oil.id))?.price).toBe('23.40');
      expect((await productPage(b, oil.id).expect(200)).text).toContain('"price":"23.40"');

      const listenerLines = b.logLines.filter((line) => line.context === 'CatalogChangeListener');
      expect(listenerLines.map((line) => [line.level, String(line.msg).split(' (')[0]])).toEqual([
        [40, "Not listening for other processes' catalog changes"],
        [30, expect.stringMatching(/^Listening for other processes' catalog changes again after \d+\.\d s$/)],
      ]);
    });

    it('listens again when PostgreSQL ends its connections (a restart, an operator) and hears the next change', async () => {
      const terminate = await a.dataSource.query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1`,
        [CATALOG_LISTENER_NAME],
      );
      expect(terminate).toEqual([{ ended: true }, { ended: true }]);
      for (const shop of [a, b]) {
        await until(
          () => health(shop),
          (answer) => answer.catalogChanges === 'listening',
        );
      }
      const spice = named('Garam Masala');
      const version = versionOf(b);
      await owner.patch(`/api/admin/products/${spice.id}`, { price: '9.15' }).expect(200);
      await heardByB(version);
      expect((await listed(b, spice.id))?.price).toBe('9.15');
    });

    it('closes the listener with the app', async () => {
      const listeners = () =>
        a.dataSource.query(
          `SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
          [CATALOG_LISTENER_NAME],
        );
      await until(listeners, (rows: { count: number }[]) => rows[0]?.count === 2);
      await b.close();
      bClosed = true;
      await until(listeners, (rows: { count: number }[]) => rows[0]?.count === 1);
    });
  });
} else {
  describe('catalog changes on the embedded database', () => {
    let shop: AppInstances;
    beforeAll(async () => {
      shop = await startAppInstances(1);
    });
    afterAll(() => shop.close());

    it('listens for nothing (one process has the database to itself) and is ready, not degraded', async () => {
      expect(await health(shop.instances[0]!)).toMatchObject({
        httpStatus: 200,
        status: 'ok',
        catalogChanges: 'not-needed',
      });
    });
  });
}
