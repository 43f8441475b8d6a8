import { rmSync } from 'node:fs';
import request from 'supertest';
import { preloadTags, stubWebAppsWithCatalog } from '../../test/stub-web-apps.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe('preload links for a remote served from another host', () => {
  let apps: string;
  let shop: TestApp;
  beforeAll(async () => {
    apps = stubWebAppsWithCatalog('aaaa1111');
    shop = await startTestApp({
      env: { WEB_APPS_DIR: apps, REMOTE_CATALOG_URL: 'https://cdn.example.com/catalog/mf-manifest.json' },
    });
  });
  afterAll(async () => {
    await shop.close();
    rmSync(apps, { recursive: true, force: true });
  });

  it('leaves the remote to the federation runtime and preloads only the page data', async () => {
    const tags = preloadTags((await request(shop.http).get('/products').expect(200)).text);
    expect(tags).toEqual(['<link rel="preload" href="/api/products" as="fetch" crossorigin="use-credentials">']);
  });
});
