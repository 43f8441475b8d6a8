import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInPage } from '../support/team';
import { toastWith } from '../support/toasts';

/** Seed facts (services/api/src/database/seed/catalog-seed-data.ts). */
const SESAME = 'Cold-Pressed Sesame (Gingelly) Oil';
const OUT_OF_STOCK = { oils: 'Cold-Pressed Almond Oil', spices: 'Green Cardamom' };

function carousel(page: Page, category: 'oils' | 'spices') {
  return page.getByRole('region', { name: category === 'oils' ? 'Organic Oils' : 'Organic Spices' });
}

function card(scope: Page | Locator, productName: string) {
  // `has` is matched inside each article, so the inner locator must start from the page.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { name: productName, exact: true }) });
}

const scrollLeft = (track: Locator) => track.evaluate((element) => Math.round(element.scrollLeft));

test.describe('catalog storefront', () => {
  test('landing carousels: placeholders, cards, auto-advance with wrap, scroll buttons', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/products\?category=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    // A page rendered on the server brings the carousels' products with it; the placeholders show
    // when the home page is reached in the browser, before its data has arrived.
    await page.goto('/faq');
    // Until the page has hydrated, Home is a plain link and loads a server-rendered home page,
    // which has its products already: wait for the page's scripts before following it.
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();

    const oils = carousel(page, 'oils');
    await expect(oils.getByTestId('product-card-skeleton')).toHaveCount(6);
    await expect(carousel(page, 'spices').getByTestId('product-card-skeleton')).toHaveCount(6);
    release();

    await expect(card(oils, SESAME)).toBeVisible();
    await expect(oils.getByTestId('product-card-skeleton')).toHaveCount(0);
    await expect(card(oils, SESAME).getByRole('link', { name: SESAME })).toHaveAttribute('href', /\/product\/\d+$/);
    await expect(card(oils, SESAME).getByText('Rated 4.8 out of 5')).toBeAttached();
    await expect(card(oils, SESAME).getByText('Free delivery')).toBeVisible();

    // Out of stock products: a badge and a disabled button, in both categories.
    for (const category of ['oils', 'spices'] as const) {
      const outOfStock = card(carousel(page, category), OUT_OF_STOCK[category]);
      await expect(outOfStock.getByText('Out of Stock')).toBeVisible();
      await expect(outOfStock.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    }

    // From here on, time only moves when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    const track = oils.getByRole('list');
    await track.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    const max = await track.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(max).toBeGreaterThan(300);

    await test.step('auto-advance 300 px every 2 s, then back to the start', async () => {
      let expected = 0;
      for (let tick = 0; tick < 12; tick += 1) {
        const atEnd = expected >= max - 1;
        expected = atEnd ? 0 : Math.min(expected + 300, max);
        await page.clock.runFor(2_000);
        await expect.poll(() => scrollLeft(track)).toBeGreaterThanOrEqual(Math.round(expected) - 1);
        await expect.poll(() => scrollLeft(track)).toBeLessThanOrEqual(Math.round(expected) + 1);
        if (atEnd) break;
      }
      expect(expected).toBe(0);
    });

    await test.step('scroll buttons are disabled at their ends', async () => {
      const left = page.getByRole('button', { name: 'Scroll oils left' });
      const right = page.getByRole('button', { name: 'Scroll oils right' });
      await expect(left).toBeDisabled();
      await expect(right).toBeEnabled();
      await right.click();
      await expect(left).toBeEnabled();
      await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
      await expect(right).toBeDisabled();
      await left.click();
      await expect(right).toBeEnabled();
    });
  });

  test('product page: quantity 3 to the cart, Buy Now, related products', async ({ page, shopper }) => {
    await signInPage(page, shopper);
    await page.goto('/products');
    await page.getByRole('link', { name: SESAME, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: SESAME })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Key Benefits' }).getByRole('listitem').first()).toBeVisible();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('3');
    // The product's own button comes before the related products' buttons.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(toastWith(page, `${SESAME} has been added to your cart.`)).toBeVisible();

    const cart: { productId: number; quantity: number }[] = await (await page.request.get('/api/cart')).json();
    expect(cart.map((line) => line.quantity)).toEqual([3]);

    const oilNames: string[] = (
      (await (await page.request.get('/api/products?category=oils')).json()) as { name: string }[]
    ).map((product) => product.name);
    const related = page.getByRole('region', { name: 'Related Products' });
    const relatedNames = await related.getByRole('heading').allInnerTexts();
    const relatedCards = relatedNames.filter((name) => name !== 'Related Products');
    expect(relatedCards.length).toBeGreaterThan(0);
    expect(relatedCards.length).toBeLessThanOrEqual(4);
    for (const name of relatedCards) expect(oilNames).toContain(name);
    expect(relatedCards).not.toContain(SESAME);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('signed out, Buy Now asks to log in and adds nothing', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('link', { name: SESAME, exact: true }).click();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(toastWith(page, 'Authentication Required')).toBeVisible();
    await expect(page).toHaveURL(/\/product\/\d+$/);
  });

  test('share without a native share sheet copies the link', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({
          writeText: async (text: string) => {
            document.documentElement.dataset['copiedLink'] = text;
          },
        }),
      });
    });
    await page.goto('/products');
    await page.getByRole('link', { name: SESAME, exact: true }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(toastWith(page, 'Link Copied')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-copied-link', page.url());
  });

  test('an unknown product shows Product Not Found, and Go Back leads to the list', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource: .* 404 .*\/api\/products\/999999/);
    await page.goto('/product/999999');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
