import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { shopUrl } from '../support/shop-server';
import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toasts';

const catalogPort = 4301;
let devServer: ChildProcess | undefined;

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.describe('a remote on its own', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // The catalog's own dev server, proxying /api to the test server: what QA runs to test it alone.
    devServer = spawn('npx', ['rspack', 'serve', '--mode', 'development', '--port', String(catalogPort)], {
      cwd: resolve(import.meta.dirname, '../../apps/catalog'),
      env: { ...process.env, API_ORIGIN: shopUrl },
      stdio: 'ignore',
      detached: true,
    });
    await waitForHttp(`http://127.0.0.1:${catalogPort}/`, 140_000);
  });

  test.afterAll(() => {
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
  });

  test('the catalog dev server renders its pages with the shell-like providers', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${catalogPort}/products`);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByText('Cold-Pressed Sesame (Gingelly) Oil').first()).toBeVisible();
    // The harness has the same toast provider the shell gives. (Under load the dev bundle can
    // still be settling the shopper's sign-in state; wait for its requests first.)
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).first().click();
    // The dev bundle loads the toast code on the first toast, unminified: give it longer on a busy machine.
    await expect(toastWith(page, 'Authentication Required')).toBeVisible({
      timeout: 30_000,
    });
  });
});
