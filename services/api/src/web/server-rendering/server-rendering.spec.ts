import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { productListSchema } from '@shop/contracts/products';
import { writeCatalogServerBuild, writeShellServerBuild } from '../../../test/stub-server-builds.js';
import { stubWebAppsWithCatalog } from '../../../test/stub-web-apps.js';
import { signedInAs } from '../../../test/team-helpers.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let apps: string;
let shop: TestApp;
beforeAll(async () => {
  apps = stubWebAppsWithCatalog('aaaa1111');
  // Past the compression middleware's 1 KB threshold, as every real page is.
  const index = join(apps, 'shell/dist/index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace('</body>', `<!-- ${'a page of real size '.repeat(80)}--></body>`),
  );
  writeShellServerBuild(apps, 'shell-1');
  writeCatalogServerBuild(apps, 'catalog-1');
  shop = await startTestApp({ env: { WEB_APPS_DIR: apps } });
});
afterAll(async () => {
  await shop.close();
  rmSync(apps, { recursive: true, force: true });
});

const page = async (path: string, status = 200) => (await request(shop.http).get(path).expect(status)).text;
const renderCount = (html: string) => Number(/render (\d+);/.exec(html)?.[1]);

describe('pages rendered on the server from each app’s own server build', () => {
  it('renders a remote’s page inside the shell’s, with the modules the shell shares and the data it fetched', async () => {
    const html = await page('/products');
    expect(html).toContain('<div id="root" data-server-rendered><main>');
    expect(html).toContain('<h1>All Products from catalog catalog-1 with shell shell-1</h1>');
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    expect(html).toContain(`${products.length} products`);
    expect(html).toContain(`<script type="application/json" id="shop-query-state">`);
  });

  it('serves a redeployed remote’s new HTML on the next request, without a restart', async () => {
    writeCatalogServerBuild(apps, 'catalog-2');
    const html = await page('/products');
    expect(html).toContain('All Products from catalog catalog-2');
    expect(html).not.toContain('catalog-1');
  });

  it('gives the remote’s code the new shell’s shared modules after the shell is redeployed', async () => {
    writeShellServerBuild(apps, 'shell-2');
    expect(await page('/products')).toContain('catalog catalog-2 with shell shell-2');
  });

  it('leaves a remote without a server build to the browser, and the page still answers 200', async () => {
    rmSync(join(apps, 'catalog/dist/server'), { recursive: true });
    const html = await page('/products');
    expect(html).toContain('data-server-rendered');
    expect(html).toContain('<p>catalog left to the browser</p>');
    writeCatalogServerBuild(apps, 'catalog-3');
    expect(await page('/products')).toContain('catalog catalog-3');
  });

  it('answers the page as the browser renders it when the shell’s renderer fails, never a 500', async () => {
    const html = await page('/faq');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-server-rendered');
  });

  it('answers the page as the browser renders it when the shell has no server build', async () => {
    rmSync(join(apps, 'shell/dist/server'), { recursive: true });
    expect(await page('/products')).toContain('<div id="root"></div>');
    writeShellServerBuild(apps, 'shell-3');
    expect(await page('/products')).toContain('data-server-rendered');
  });

  it('renders without the visitor’s session: a signed-in shopper’s page asks the API as nobody', async () => {
    const shopper = await signedInAs(shop, 'shopper');
    const response = await shopper.get('/products').expect(200);
    expect(response.text).toContain('current user 401');
    expect(response.text).not.toContain(shopper.email);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('stylesheets of the rendered remote parts', () => {
  it('are linked by absolute address at the public address (so the remote finds them), relative elsewhere', async () => {
    const publicHost = shop.config.publicUrl.host;
    const atPublicAddress = (await request(shop.http).get('/products').set('Host', publicHost).expect(200)).text;
    expect(atPublicAddress).toContain(
      `<link rel="stylesheet" href="${shop.config.publicUrl.origin}/remotes/catalog/__federation_expose_ProductsPage.aaaa1111.css">`,
    );
    const elsewhere = (await request(shop.http).get('/products').set('Host', 'shop.internal:8080').expect(200)).text;
    expect(elsewhere).toContain(
      '<link rel="stylesheet" href="/remotes/catalog/__federation_expose_ProductsPage.aaaa1111.css">',
    );
    expect(elsewhere).not.toContain('shop.internal');
  });
});

describe('the server builds themselves', () => {
  it('are not handed out to browsers', async () => {
    await request(shop.http).get('/remotes/catalog/server/server-manifest.json').expect(404);
    await request(shop.http).get('/server/server-manifest.json').expect(404);
    await request(shop.http).get('/Remotes/Catalog/Server/server-manifest.json').expect(404);
  });
});

describe('caching of rendered catalog pages', () => {
  it('keeps a catalog page (same bytes, same ETag, 304 on revalidation) until a product changes', async () => {
    const first = await request(shop.http).get('/products').expect(200);
    const second = await request(shop.http).get('/products').expect(200);
    expect(renderCount(second.text)).toBe(renderCount(first.text));
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    await request(shop.http).get('/products').set('If-None-Match', first.headers['etag']!).expect(304);

    const owner = await signedInAs(shop, 'owner');
    const [product] = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    await owner.patch(`/api/admin/products/${product!.id}`, { name: `${product!.name} (new label)` }).expect(200);
    const afterChange = await request(shop.http).get('/products').expect(200);
    expect(renderCount(afterChange.text)).toBeGreaterThan(renderCount(first.text));
    expect(afterChange.headers['etag']).not.toBe(first.headers['etag']);
  });

  it('sends a kept page in the coding asked for, under one ETag, uncompressed to HEAD, 304 to its ETag', async () => {
    const get = (encodings: string) => request(shop.http).get('/products').set('Accept-Encoding', encodings);
    const plain = await get('identity').expect(200);
    const brotli = await get('gzip, deflate, br, zstd').expect(200);
    const gzip = await get('gzip').expect(200);
    expect(renderCount(brotli.text)).toBe(renderCount(plain.text));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // supertest decompresses: the same page in each coding, in fewer bytes, under the same tag.
    expect([brotli.text, gzip.text]).toEqual([plain.text, plain.text]);
    expect(Number(brotli.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text));
    expect([brotli.headers['etag'], gzip.headers['etag']]).toEqual([plain.headers['etag'], plain.headers['etag']]);
    for (const answer of [plain, brotli, gzip]) expect(answer.headers['vary']).toBe('Accept-Encoding');

    const head = await request(shop.http).head('/products').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
    const unchanged = await get('br').set('If-None-Match', plain.headers['etag']!).expect(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.headers['etag']).toBe(plain.headers['etag']);
  });

  it('compresses a page rendered for one visitor as it asks, and files through the compression middleware', async () => {
    const personal = await request(shop.http).get('/cart').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(personal.headers['content-encoding']).toBe('br');
    expect(personal.headers['vary']).toBe('Accept-Encoding');
    expect(personal.headers['etag']).toMatch(/^W\/"/);
    expect(personal.text).toContain('<main>render ');
    const file = await request(shop.http).get('/index.html').set('Accept-Encoding', 'gzip').expect(200);
    expect(file.headers['content-encoding']).toBe('gzip');
  });

  it('renders personal pages anew each time and keeps them out of shared caches', async () => {
    const first = await request(shop.http).get('/cart').expect(200);
    const second = await request(shop.http).get('/cart').expect(200);
    expect(renderCount(second.text)).toBe(renderCount(first.text) + 1);
    expect(second.headers['cache-control']).toBe('no-cache');
  });
});

describe('without a build of the shell', () => {
  it('passes a page on, to a plain 404', async () => {
    const index = join(apps, 'shell/dist/index.html');
    const saved = readFileSync(index, 'utf8');
    rmSync(index);
    try {
      const missing = await request(shop.http).get('/faq').expect(404);
      expect(missing.text).not.toContain('id="root"');
    } finally {
      writeFileSync(index, saved);
    }
    await request(shop.http).get('/faq').expect(200);
  });
});
