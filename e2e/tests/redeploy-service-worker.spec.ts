import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '../support/fixtures';

const shellDir = resolve(import.meta.dirname, '../../apps/shell');

test.use({ serviceWorkers: 'allow' });

test('a newly deployed service worker asks to refresh, and reloads on yes', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    }
  });

  // The next deploy of the shell: the generator stamps sw.js with its build time.
  execFileSync(process.execPath, ['scripts/generate-service-worker.mjs'], { cwd: shellDir, stdio: 'ignore' });

  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.evaluate(() => {
    (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  const reloaded = page.waitForEvent('load');
  // What the 60-second poll does.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await reloaded;

  expect(messages).toEqual(['New app version available! Refresh to update?']);
  expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
});
