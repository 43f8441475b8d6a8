import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import type { Shopper } from '../support/shoppers';

/** axe-core against the shop's main pages (support/axe.ts: WCAG 2.0/2.1 A and AA, no rule disabled). */

/** Seed facts (services/api/src/database/seed/catalog-seed-data.ts). */
const SESAME = 'Cold-Pressed Sesame (Gingelly) Oil';
const CUMIN = 'Cumin Seeds (Jeera)';

async function productId(request: APIRequestContext, name: string): Promise<number> {
  const products: { id: number; name: string }[] = await (await request.get('/api/products')).json();
  const product = products.find((candidate) => candidate.name === name);
  expect(product, name).toBeDefined();
  return product!.id;
}

/** The page's browser context shares cookies with page.request, so this signs the page in. */
async function signInWithCart(page: Page, { email, password }: Shopper) {
  const login = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  for (const name of [SESAME, CUMIN]) {
    const response = await page.request.post('/api/cart', {
      data: { productId: await productId(page.request, name), quantity: 1 },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The carousels and the support remote's sections have loaded.
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: SESAME }).first()).toBeVisible();
    await expect(page.locator('[data-remote="support"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'home');
  });

  test('/products', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const sesame = page.getByRole('article').filter({ hasText: SESAME }).first();
    await expect(sesame).toBeVisible();
    // Hydrated: the server's HTML has the buttons disabled until then (sesame is in stock).
    await expect(sesame.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
    await expectNoSeriousViolations(page, '/products');
  });

  test('a product page', async ({ page }) => {
    await page.goto(`/product/${await productId(page.request, SESAME)}`);
    await expect(page.getByRole('heading', { level: 1, name: SESAME })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeEnabled();
    await expectNoSeriousViolations(page, '/product/:id');
  });

  test('the support chat: its button, and its window open with an answer holding a link', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const launcher = page.getByRole('button', { name: 'Open support chat' });
    await expect(launcher).toBeVisible();
    await expectNoSeriousViolations(page, 'support chat button');

    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('how much is the sesame oil?');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(chat.getByRole('log').getByRole('link', { name: SESAME })).toBeVisible();
    await expectNoSeriousViolations(page, 'support chat');
  });

  test('/cart, signed in with items', async ({ page, shopper }) => {
    await signInWithCart(page, shopper);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    await expect(page.getByRole('heading', { name: CUMIN, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expectNoSeriousViolations(page, '/cart');
  });

  test('/checkout, signed in with items', async ({ page, shopper }) => {
    await signInWithCart(page, shopper);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('30040');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expectNoSeriousViolations(page, '/checkout');
  });
});
