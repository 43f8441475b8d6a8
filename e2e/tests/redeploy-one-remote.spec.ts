import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

test('rebuilding only the catalog changes what a reload shows, without touching the shell', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/products');
  const catalogRoot = page.locator('[data-remote="catalog"]');
  const before = await catalogRoot.getAttribute('data-build');
  const shellBefore = fingerprint(join(appsDir, 'shell/dist'));

  const version = `e2e-redeploy-${Date.now()}`;
  execFileSync('npx', ['rspack', 'build', '--mode', 'production'], {
    cwd: join(appsDir, 'catalog'),
    env: { ...process.env, BUILD_VERSION: version },
    stdio: 'ignore',
  });

  await page.reload();
  await expect(catalogRoot).toHaveAttribute('data-build', version);
  expect(before).not.toBe(version);
  expect(fingerprint(join(appsDir, 'shell/dist'))).toBe(shellBefore);
});
