import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The session storage key that keeps a dismissed install card hidden for the session. */
const INSTALL_PROMPT_DISMISSED_KEY = 'pwa-install-dismissed';

// These tests are about the service worker, which the other suites block.
test.use({ serviceWorkers: 'allow' });

test.describe('installable app', () => {
  test('the page links a manifest whose icons are served', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f4d2b');

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Cumming Organics',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1f4d2b',
      background_color: '#faf6ec',
    });
    const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('a browser install event shows the card, and Install opens the browser dialog', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Install Cumming Organics' });
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    await expect(card).toBeHidden();

    await page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          document.body.dataset.installPrompted = 'true';
          return Promise.resolve({ outcome: 'accepted' });
        },
      });
      window.dispatchEvent(event);
    });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Install' }).click();

    await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'true');
    await expect(card).toBeHidden();
  });

  test('Not now hides the card for the rest of the session', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    const fireInstallEvent = () =>
      page.evaluate(() =>
        window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: () => Promise.resolve() })),
      );
    const card = page.getByRole('region', { name: 'Install Cumming Organics' });

    await fireInstallEvent();
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), INSTALL_PROMPT_DISMISSED_KEY)).toBe('true');

    await page.reload();
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
    await fireInstallEvent();
    await expect(card).toBeHidden();
  });
});

test.describe('install steps without an install event', () => {
  /**
   * Opens the home page and lets its after-load extras arrive: the install card's script and the
   * chat button are fetched at the same idle moment, so once the chat button (which needs more
   * scripts) shows, the card is waiting its 30 seconds. The page's clock is fake, so it is run
   * forward until then.
   */
  async function openHomePageAndSettle(page: Page) {
    await page.goto('/');
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
  }

  test("desktop Chromium that never fired the event shows its menu's Install steps after 30 s", async ({ page }) => {
    await page.clock.install();
    await openHomePageAndSettle(page);
    const card = page.getByRole('region', { name: 'Install Cumming Organics' });

    await page.clock.fastForward(20_000);
    await expect(card).toBeHidden();
    await page.clock.fastForward(10_000);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Open the browser menu (⋮), then Install Cumming Organics');
    await expect(card.getByRole('button', { name: 'Install' })).toHaveCount(0);
    // It offers, it does not interrupt: focus stays where the shopper had it.
    await expect(card.getByRole('button', { name: 'Not now' })).not.toBeFocused();
  });

  test('stays away for the rest of the session once dismissed', async ({ page }) => {
    await page.clock.install();
    await openHomePageAndSettle(page);
    const card = page.getByRole('region', { name: 'Install Cumming Organics' });
    await page.clock.fastForward(30_000);
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toBeHidden();

    await openHomePageAndSettle(page); // The same tab: the same session.
    await page.clock.fastForward(60_000);
    await expect(card).toBeHidden();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), INSTALL_PROMPT_DISMISSED_KEY)).toBe('true');
  });
});

test.describe('service worker', () => {
  test('registers on load for the whole site', async ({ page }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  });
});
