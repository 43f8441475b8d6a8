import { expect, test } from '../support/fixtures';

test.describe('the shell composes every remote at its routes', () => {
  test('home page with the support remote sections', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Premium Organic Oils & Spices Delivered to Cumming, GA & Lake Lanier Area',
      }),
    ).toBeVisible();
    await expect(page.locator('[data-remote="support"]').first()).toBeVisible();
    await expect(page.getByText('Mon-Fri 9AM-6PM EST').first()).toBeVisible();
  });

  test('/products comes from the catalog remote', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.locator('[data-remote="catalog"]')).toBeVisible();
    await expect(page.getByText('Cold-Pressed Sesame (Gingelly) Oil').first()).toBeVisible();
  });

  test('/product/:id shows the product, and an unknown id says so', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource: .* 404 .*\/api\/products\/987654/);
    const products: { id: number; name: string }[] = await (await request.get('/api/products')).json();
    const product = products[0]!;
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    await page.goto('/product/987654');
    await expect(page.getByText('Product Not Found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('/cart and /checkout come from the cart remote', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Sign in to view your cart')).toBeVisible();
    await expect(page.locator('[data-remote="cart"]')).toBeVisible();

    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('/subscriptions routes come from the subscriptions remote', async ({ page, request, allowConsoleErrors }) => {
    // The unknown plan, and GET /api/subscriptions, which arrives with subscription checkout.
    allowConsoleErrors(/Failed to load resource: .* 404 .*\/api\/subscriptions(\/plans\/424242)?$/);
    await page.goto('/subscriptions');
    await expect(page.locator('[data-remote="subscriptions"]')).toBeVisible();
    await expect(page.getByText('Most Popular')).toBeVisible();

    const plans: { id: number; name: string }[] = await (await request.get('/api/subscriptions/plans')).json();
    await page.goto(`/subscriptions/checkout/${plans[0]!.id}`);
    await expect(page.getByText(plans[0]!.name).first()).toBeVisible();

    await page.goto('/subscriptions/checkout/424242');
    await expect(page.getByText('Subscription Plan Not Found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Subscriptions' })).toBeVisible();

    await page.goto('/subscriptions/success?subscription_id=1');
    await expect(page.getByText('Subscription Not Found')).toBeVisible();
  });

  test('an unknown path shows the 404 screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the shell reads its remotes from /remotes.json at run time', async ({ page }) => {
    const manifest = page.waitForResponse((response) => response.url().endsWith('/remotes.json'));
    await page.goto('/products');
    expect(Object.keys(await (await manifest).json()).sort()).toEqual([
      'backoffice',
      'cart',
      'catalog',
      'subscriptions',
      'support',
    ]);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });
});
