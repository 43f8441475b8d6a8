import { expect, test } from '../support/fixtures';
import { signInAsOwner } from '../support/team';

/**
 * Sign Out is a page navigation. Whatever else loads /api/logout (a product image staff pointed at
 * it, a script, a fetch, a frame) must leave the shopper signed in.
 */
test.describe('signing out', () => {
  test('an image, script, fetch or frame of /api/logout signs nobody out; the Sign Out link does', async ({
    page,
    shopper,
    allowConsoleErrors,
  }) => {
    // The refused loads: Chromium logs the 403 of each, and the frame is refused by the page's policy.
    allowConsoleErrors(/Failed to load resource: .* 403 .*(\/api\/logout|chrome-error:)/);
    allowConsoleErrors(/Refused to (frame|display|execute script)|frame-ancestors|X-Frame-Options/);
    const signedIn = await page.request.post('/api/auth/login', {
      data: { email: shopper.email, password: shopper.password },
    });
    expect(signedIn.status()).toBe(200);

    await page.goto('/products');
    await expect(page.getByRole('link', { name: 'Sign Out' }).first()).toBeAttached();
    await page.evaluate(async () => {
      const settle = (element: HTMLElement) =>
        new Promise<void>((resolve) => {
          element.addEventListener('load', () => resolve());
          element.addEventListener('error', () => resolve());
          document.body.append(element);
        });
      const image = document.createElement('img');
      image.src = '/images/../api/logout';
      const encoded = document.createElement('img');
      encoded.src = '/api/logout';
      const script = document.createElement('script');
      script.src = '/api/logout';
      const frame = document.createElement('iframe');
      frame.src = '/api/logout';
      await Promise.all([settle(image), settle(encoded), settle(script), settle(frame)]);
      await fetch('/api/logout', { credentials: 'include' });
      await fetch('/api/logout', { mode: 'no-cors', credentials: 'include' });
    });
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Out' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Out' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('the back office cannot save an image address that leads elsewhere on the site', async ({ page }) => {
    await signInAsOwner(page);
    const listed = await page.request.get('/api/admin/products?pageSize=1');
    expect(listed.status()).toBe(200);
    const products = (await listed.json()) as {
      items: { id: number; imageUrl: string }[];
    };
    const product = products.items[0]!;
    for (const imageUrl of [
      '/images/../api/logout',
      '/images/./../api/admin/audit',
      '/images/%2e%2e/api/logout',
      'https://127.0.0.1:3100/api/logout',
    ]) {
      const response = await page.request.patch(`/api/admin/products/${product.id}`, { data: { imageUrl } });
      expect({ imageUrl, status: response.status() }).toEqual({ imageUrl, status: 400 });
      expect(((await response.json()) as { fieldErrors: { field: string }[] }).fieldErrors[0]!.field).toBe('imageUrl');
    }
    const after = (await (await page.request.get(`/api/admin/products/${product.id}`)).json()) as {
      product: { imageUrl: string };
    };
    expect(after.product.imageUrl).toBe(product.imageUrl);
  });
});
