import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/fixtures';

const appsDir = resolve(import.meta.dirname, '../../apps');

/** A fingerprint of every file of one build. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current).sort()) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(entry).update(readFileSync(path));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('rebuilding only the catalog changes what a reload shows, without touching the shell', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/products');
  const catalogRoot = page.locator('[data-remote="catalog"]');
  const before = await catalogRoot.getAttribute('data-build');
  expect(await (await request.get('/products')).text()).toContain(`data-build="${before}"`);
  const shellBefore = fingerprint(join(appsDir, 'shell/dist'));

  const version = `e2e-redeploy-${Date.now()}`;
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: join(appsDir, 'catalog'),
    env: { ...process.env, BUILD_VERSION: version },
    stdio: 'ignore',
  });

  // The server renders the new build on the next request, with no restart.
  const html = await (await request.get('/products')).text();
  expect(html).toContain(`data-build="${version}"`);
  expect(html).toContain('Cold-Pressed Sesame (Gingelly) Oil');

  await page.reload();
  await expect(catalogRoot).toHaveAttribute('data-build', version);
  expect(before).not.toBe(version);
  expect(fingerprint(join(appsDir, 'shell/dist'))).toBe(shellBefore);
});

test('a catalog without its server build still gives working pages, rendered in the browser', async ({
  page,
  request,
}) => {
  const serverBuild = join(appsDir, 'catalog/dist/server');
  const setAside = `${serverBuild}-set-aside-${Date.now()}`;
  renameSync(serverBuild, setAside);
  try {
    const response = await request.get('/products');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-server-rendered');
    // The shell's part (navbar, footer) is still rendered on the server; the catalog's is left to the browser.
    expect(html).toContain('href="/faq"');
    expect(html).not.toContain('Cold-Pressed Sesame (Gingelly) Oil</a>');

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cold-Pressed Sesame (Gingelly) Oil' }).first()).toBeVisible();
  } finally {
    renameSync(setAside, serverBuild);
  }
  // Back again, the next request is rendered on the server once more.
  expect(await (await request.get('/products')).text()).toContain('Cold-Pressed Sesame (Gingelly) Oil</a>');
});
