import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { preloadTags, stubWebAppsWithCatalog, writeCatalogBuild } from '../../test/stub-web-apps.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('preload links in the pages the server sends', () => {
  let apps: string;
  let shop: TestApp;
  beforeAll(async () => {
    apps = stubWebAppsWithCatalog('aaaa1111');
    shop = await startTestApp({ env: { WEB_APPS_DIR: apps } });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(apps, { recursive: true, force: true });
  });

  it('names a product page’s remote files, its data and its image', async () => {
    const response = await request(shop.http).get('/product/1').expect(200);
    const { body: product } = await request(shop.http).get('/api/products/1').expect(200);
    expect(preloadTags(response.text)).toEqual([
      '<link rel="preload" href="/remotes/catalog/mf-manifest.json" as="fetch" crossorigin="anonymous">',
      '<link rel="preload" href="/remotes/catalog/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/catalog/608.shared.js" as="script">',
      '<link rel="preload" href="/remotes/catalog/__federation_expose_ProductDetailPage.aaaa1111.js" as="script">',
      '<link rel="preload" href="/remotes/catalog/__federation_expose_ProductDetailPage.aaaa1111.css" as="style">',
      '<link rel="preload" href="/api/products/1" as="fetch" crossorigin="use-credentials">',
      `<link rel="preload" href="${(product as { imageUrl: string }).imageUrl}" as="image" fetchpriority="high">`,
    ]);
  });

  it('names the files of the redeployed remote on the next page', async () => {
    writeCatalogBuild(apps, 'bbbb2222');
    const response = await request(shop.http).get('/products').expect(200);
    expect(response.text).toContain('href="/remotes/catalog/__federation_expose_ProductsPage.bbbb2222.js"');
    expect(response.text).not.toContain('aaaa1111');
    expect(response.text).toContain(
      '<link rel="preload" href="/api/products" as="fetch" crossorigin="use-credentials">',
    );
  });

  it('adds none to the home page, whose hero is the shell’s own, nor to pages that do not exist', async () => {
    expect(preloadTags((await request(shop.http).get('/').expect(200)).text)).toEqual([]);
    expect(preloadTags((await request(shop.http).get('/product/999999').expect(404)).text)).toEqual([]);
  });

  it('adds no remote files when the remote has no readable build', async () => {
    writeFileSync(join(apps, 'catalog/dist/mf-manifest.json'), '{ not json');
    const tags = preloadTags((await request(shop.http).get('/products').expect(200)).text);
    expect(tags).toEqual(['<link rel="preload" href="/api/products" as="fetch" crossorigin="use-credentials">']);
  });
});
