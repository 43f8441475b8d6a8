import { expect, test } from '../support/fixtures';

test.describe('navbar', () => {
  test('links go to their page or section, and sign-in is a full page navigation', async ({ page }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^\/api\/login/);

    await nav.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);

    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('section links scroll on the home page without leaving it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Business' }).click();
    await expect(page.locator('#business')).toBeInViewport();
    await expect(page).toHaveURL(/\/(#business)?$/);
  });

  test('the mobile menu toggle opens and closes the links', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Products' }).first()).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('adding to the cart signed out prompts a log in and adds nothing', async ({ page }) => {
    let cartCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/cart')) cartCalls += 1;
    });
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).first().click();
    const toast = page.getByRole('status').filter({ hasText: 'Authentication Required' });
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Please log in to add items to your cart.')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Log In' }).or(page.getByRole('link', { name: 'Log In' })),
    ).toBeVisible();
    expect(cartCalls).toBe(0);
  });

  test('F8 moves focus to the notifications region', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).first().click();
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeFocused();
  });
});
