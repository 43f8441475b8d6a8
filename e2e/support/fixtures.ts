import { test as base, expect } from '@playwright/test';
import { newShopper, type Shopper } from './shoppers';

let testsStarted = 0;

/**
 * A private address of its own for each test. The server counts sign-ups and failed sign-ins per
 * client address, and every test runs from 127.0.0.1; the e2e server trusts X-Forwarded-For from
 * loopback (TRUST_PROXY in playwright.config.ts), so each test is a separate shopper to it.
 */
function clientAddress(workerIndex: number): string {
  testsStarted += 1;
  return `10.${workerIndex % 250}.${Math.floor(testsStarted / 250) % 250}.${(testsStarted % 250) + 1}`;
}

export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void; shopper: Shopper }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress(testInfo.workerIndex) });
  },

  /**
   * Every test fails on a console error it did not expect: a broken remote, a hydration mismatch, a React warning or a
   * Content-Security-Policy violation is a defect even when the assertion about the page still
   * passes. (A refused `new Function` probe, say, logs nothing by itself; the page reports it.)
   */
  allowConsoleErrors: [
    async ({ page }, use) => {
      // Anonymous shoppers: the current-user call answers 4xx by design, and Chromium logs it.
      const allowed: RegExp[] = [/Failed to load resource: .* 40[14] .*\/api\/auth\/user/];
      const unexpected: string[] = [];
      // Pages the server deliberately answers 404 (unknown paths and products): Chromium logs it.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        // A page that hydrates differently from the server's HTML is a defect, whether React
        // reports it as an error (production) or as a warning (development builds).
        if (message.type() === 'warning' && /hydrat/i.test(message.text())) unexpected.push(message.text());
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`;
        const pageNotFound = / 404 /.test(message.text()) && notFoundPages.has(message.location().url);
        if (!pageNotFound && !allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
      });
      page.on('pageerror', (error) => unexpected.push(error.message));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
        ),
      );
      await use((pattern) => allowed.push(pattern));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],

  /**
   * A registered shopper, created through the API by a client of its own, so the test's page
   * starts signed out.
   */
  shopper: async ({ request }, use) => {
    const shopper = newShopper();
    const response = await request.post('/api/auth/register', { data: shopper });
    expect(response.status(), await response.text()).toBe(201);
    await use(shopper);
  },
});

export { expect };
