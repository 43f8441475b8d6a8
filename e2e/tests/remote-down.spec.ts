import { expect, test } from '../support/fixtures';

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
    await expect(page.getByRole('status').filter({ hasText: 'Authentication Required' })).toBeVisible();

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
