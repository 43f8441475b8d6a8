import { expect, test } from '../support/fixtures';
import { toastWith } from '../support/toasts';

test.describe('one remote down', () => {
  test.beforeEach(async ({ page, allowConsoleErrors }) => {
    // Every file of the cart remote fails, as when its CDN or deployment is down.
    await page.route('**/remotes/cart/**', (route) => route.abort('connectionrefused'));
    allowConsoleErrors(/remotes\/cart|cart|ERR_CONNECTION_REFUSED|RUNTIME-|Failed to load/i);
  });

  test('its routes show the fallback with a retry, and the shell keeps working', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('This part of the shop is temporarily unavailable.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).first().click();
    await expect(toastWith(page, 'Authentication Required')).toBeVisible();

    await nav.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page.getByText('Most Popular')).toBeVisible();
  });

  test('the retry loads the remote once it is back', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('This part of the shop is temporarily unavailable.')).toBeVisible();
    await page.unroute('**/remotes/cart/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Sign in to view your cart')).toBeVisible();
  });
});

test.describe('the remotes cannot be started', () => {
  // The federation runtime's script and /remotes.json are fetched when a page first needs a
  // remote: either failing must give the fallback with a retry, never a blank page.
  for (const [what, pattern] of [
    ["the federation runtime's script", '**/federation-host.*.js'],
    ['/remotes.json', '**/remotes.json'],
  ] as const) {
    test(`without ${what}, a remote's page shows the fallback, and the retry loads it once it is back`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/federation-host|remotes\.json|ERR_CONNECTION_REFUSED|Loading chunk|503|Failed to load/i);
      await page.route(pattern, (route) =>
        pattern.endsWith('.json') ? route.fulfill({ status: 503, body: '' }) : route.abort('connectionrefused'),
      );
      await page.goto('/cart');
      await expect(page.getByText('This part of the shop is temporarily unavailable.')).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Products' }),
      ).toBeVisible();

      await page.unroute(pattern);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('Sign in to view your cart')).toBeVisible();
    });
  }
});
