import { expect, test } from '../support/fixtures';

/** The preload links of the HTML the server sent, as absolute URLs. */
function preloadedUrls(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => new URL(match[1]!, pageUrl).href);
}

test.describe('preload links', () => {
  for (const path of ['/products', '/product/1']) {
    test(`${path} downloads every preloaded file exactly once, and uses it`, async ({ page }) => {
      const requests = new Map<string, number>();
      page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
      const unusedPreloads: string[] = [];
      page.on('console', (message) => {
        if (/preloaded using link preload but not used/.test(message.text())) unusedPreloads.push(message.text());
      });

      const response = await page.goto(path);
      const urls = preloadedUrls(await response!.text(), page.url());
      // The page arrives rendered, its data in it: what it preloads is only what it paints with
      // (a product page's image), so the remote's scripts do not compete with it on a slow line.
      // (Pages the server cannot render preload their remote files and data: preloads.spec.ts.)
      expect(urls.every((url) => url.includes('/images/'))).toBe(true);
      expect(urls.length).toBe(path.startsWith('/product/') ? 1 : 0);
      await expect(page.locator('[data-remote="catalog"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // A preload whose request does not match the page's own (say, another credentials mode) is
      // fetched a second time, and Chromium reports an unused preload three seconds after load.
      await page.waitForTimeout(3_500);

      for (const url of urls) expect(requests.get(url), url).toBe(1);
      expect(unusedPreloads).toEqual([]);
    });
  }
});
