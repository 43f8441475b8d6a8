import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface Product {
  id: number;
  name: string;
  price: string;
}
interface Plan {
  id: number;
  name: string;
  price: string;
}

/** The page's HTML as the server sends it, before any script runs. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Text as it appears in HTML (React escapes &, < and > in text). */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('pages arrive rendered', () => {
  test('the home page carries its hero, its products section and its footer', async ({ request }) => {
    const html = await serverHtml(request, '/');
    expect(html).toContain('data-server-rendered');
    expect(html).toContain(asHtml('Premium Organic Oils & Spices Delivered to Cumming, GA & Lake Lanier Area'));
    expect(html).toMatch(/<a[^>]*href="#products"[^>]*>Shop Organic Oils<\/a>/);
    expect(html).toContain('Our Products');
    expect(html).toContain('href="/products"');
  });

  test('/products lists every product with its price', async ({ request }) => {
    const products: Product[] = await (await request.get('/api/products')).json();
    const html = await serverHtml(request, '/products');
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) {
      expect(html).toContain(asHtml(product.name));
      expect(html).toContain(`href="/product/${product.id}"`);
      expect(html).toContain(`$${product.price}`);
    }
  });

  test('a product page carries the product, its price and its data for the browser', async ({ request }) => {
    const [product] = (await (await request.get('/api/products')).json()) as Product[];
    const html = await serverHtml(request, `/product/${product!.id}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${asHtml(product!.name).replace(/[()]/g, '\\$&')}</h1>`));
    expect(html).toContain(`$${product!.price}`);
    expect(html).toContain('id="shop-query-state"');
  });

  test('/subscriptions carries the plan cards', async ({ request }) => {
    const plans: Plan[] = await (await request.get('/api/subscriptions/plans')).json();
    const html = await serverHtml(request, '/subscriptions');
    for (const plan of plans) {
      expect(html).toContain(asHtml(plan.name));
      expect(html).toContain(`$${plan.price}`);
    }
  });

  test('footer pages and the 404 page are rendered too', async ({ request }) => {
    expect(await serverHtml(request, '/faq')).toContain('Frequently Asked Questions');
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('404 Page Not Found');
  });
});

test.describe('rendered pages and caches', () => {
  test('catalog pages carry an ETag and a short shared lifetime, and revalidate to 304', async ({ request }) => {
    const first = await request.get('/products');
    expect(first.headers()['cache-control']).toMatch(/public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/products', { headers: { 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
  });

  test('a signed-in shopper gets the same catalog HTML as anyone, with no cookie and nothing of theirs', async ({
    request,
    playwright,
    shopper,
  }) => {
    const signedIn = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const signIn = await signedIn.post('/api/auth/login', {
        data: { email: shopper.email, password: shopper.password },
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
      // Behind a load balancer the two may come from different processes, each stamping the data
      // with the moment it fetched it: the rest is the same to the byte.
      const withoutFetchTimes = (html: string) =>
        html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '');
      for (const path of ['/', '/products', '/subscriptions']) {
        const anyones = await (await request.get(path)).text();
        const theirs = await signedIn.get(path);
        const html = await theirs.text();
        expect(theirs.headers()['set-cookie'], path).toBeUndefined();
        expect(html, path).not.toContain(shopper.email);
        expect(withoutFetchTimes(html), path).toBe(withoutFetchTimes(anyones));
      }
    } finally {
      await signedIn.dispose();
    }
  });

  test('personal pages are rendered without the shopper and never kept by shared caches', async ({ request }) => {
    const cart = await request.get('/cart');
    expect(cart.status()).toBe(200);
    expect(cart.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, products and a product page show their content and their links work', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Premium Organic Oils & Spices Delivered to Cumming, GA & Lake Lanier Area',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Shop Organic Oils' }).click();
    await expect(page).toHaveURL(/#products$/);

    await page.getByRole('link', { name: 'View All Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const card = page.getByRole('link', { name: 'Cold-Pressed Sesame (Gingelly) Oil' }).first();
    await expect(card).toBeVisible();

    await card.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cold-Pressed Sesame (Gingelly) Oil' })).toBeVisible();
    await expect(page.getByText(/\$\d+\.\d{2}/).first()).toBeVisible();
    // Adding to the cart needs the scripts: the button says so by being disabled.
    await expect(page.getByRole('button', { name: /Add to Cart/i }).first()).toBeDisabled();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
  });

  test('controls wait for the scripts', async ({ page }) => {
    // A press or a word typed before React takes a control over would be lost: it is disabled.
    await page.goto('/subscriptions/checkout/1');
    const oils = page.getByRole('group', { name: /^Choose \d+ oils$/ }).getByRole('button');
    await expect(oils.first()).toBeVisible();
    for (const oil of await oils.all()) await expect(oil).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Address' })).toBeDisabled();
  });
});

test.describe('with JavaScript', () => {
  test('a first key press hydrates the home sections below the fold, so Tab finds their controls', async ({ page }) => {
    // The shell asks who is signed in as it takes the page over: from then on it hears key presses.
    const shellStarted = page.waitForResponse((response) => response.url().endsWith('/api/auth/user'));
    await page.goto('/');
    const businessType = page.getByRole('form', { name: 'Request Business Quote' }).getByLabel('Business type');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shellStarted;
    // Far below the screen: it waits, disabled, with its remote's code not loaded.
    await expect(businessType).toBeDisabled();

    await page.keyboard.press('Tab');
    await expect(businessType).toBeEnabled();
    await expect(
      page.getByRole('form', { name: 'Send Us a Message' }).getByLabel('Message', { exact: true }),
    ).toBeEnabled();
  });

  test("the shell's script starts only once the server's HTML has painted", async ({ page }) => {
    // Evaluating the script before the first frame would hold the paint back; it downloads early
    // (a low-priority preload) and a small loader starts it after the first contentful paint.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        const added = records.flatMap((record) => Array.from(record.addedNodes));
        if (added.some((node) => node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src))) {
          (window as unknown as { mainScriptAddedAt: number }).mainScriptAddedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto('/products');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<link as="script" fetchpriority="low" href="\/main\.[0-9a-f]+\.js" rel="preload">/);
    // Hydrated: an in-stock product's Add to Cart is enabled once React has taken the page over.
    await expect(page.getByRole('button', { name: /Add to Cart/i, disabled: false }).first()).toBeVisible();
    const { addedAt, firstPaintAt } = await page.evaluate(() => ({
      addedAt: (window as unknown as { mainScriptAddedAt?: number }).mainScriptAddedAt,
      firstPaintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstPaintAt).toBeDefined();
    expect(addedAt).toBeGreaterThanOrEqual(firstPaintAt ?? Number.POSITIVE_INFINITY);
  });

  test('the federation runtime is a script of its own, fetched once the page needs a remote', async ({ page }) => {
    // A shell page has no remote to show at first: the runtime comes with the chat button, after
    // the load event. The products page is the catalog remote's, so it fetches the runtime at once.
    const runtimeScript = /\/federation-host\.[0-9a-f]+\.js$/;
    const timings = () =>
      page.evaluate((pattern) => {
        const runtime = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name));
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return { runtimeAt: runtime?.startTime, loadAt: navigation?.loadEventStart };
      }, runtimeScript.source);

    const response = await page.goto('/privacy');
    expect(await response?.text()).not.toMatch(runtimeScript);
    await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
    const onShellPage = await timings();
    expect(onShellPage.loadAt).toBeGreaterThan(0);
    expect(onShellPage.runtimeAt).toBeGreaterThanOrEqual(onShellPage.loadAt ?? Number.POSITIVE_INFINITY);

    await page.goto('/products');
    await expect(page.getByRole('button', { name: /Add to Cart/i, disabled: false }).first()).toBeVisible();
    expect((await timings()).runtimeAt).toBeDefined();
  });

  test('a page the server did not render starts its script at once', async ({ page }) => {
    // Nothing would paint without the script: the loader must not wait for a first paint.
    const response = await page.goto('/admin');
    expect(await response?.text()).not.toContain('data-server-rendered');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('every shopper page hydrates without a mismatch, signed out and signed in', async ({ page, shopper }) => {
    const pages = [
      '/',
      '/products',
      '/product/1',
      '/subscriptions',
      '/subscriptions/checkout/1',
      '/faq',
      '/cart',
      '/login',
      '/nope',
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const signIn = await page.request.post('/api/auth/login', {
      data: { email: shopper.email, password: shopper.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    for (const path of [...pages, '/orders', '/subscriptions/manage', '/checkout']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // The fixture fails the test on any hydration error or warning logged on the way.
  });
});
