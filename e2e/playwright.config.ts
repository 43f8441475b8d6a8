import { defineConfig } from '@playwright/test';
import { mailPort, shopUrl, shopPort } from './support/shop-server';

/**
 * End-to-end tests in Debian's Chromium (the runner cannot download browsers here) against the
 * real one-process server: API, shell and the five remote builds on a fresh embedded database.
 */
export default defineConfig({
  testDir: './tests',
  // The SMTP server the shop sends its e-mails to; tests read them (support/mailbox.ts).
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI only, so a timing blip on a busy two-core machine does not sink a landing; the
  // report lists such a test as "flaky", and a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: shopUrl,
    trace: 'retain-on-failure',
    // Requests a service worker makes bypass page.route, which the tests of failures rely on;
    // the PWA tests allow the worker explicitly.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shop', testIgnore: /redeploy-/ },
    // Rebuild a remote or the service worker in place, so they run after everything else.
    { name: 'redeploy', testMatch: /redeploy-one-remote/, dependencies: ['shop'] },
    // Redeploys the shell's sw.js, so it must not overlap the test that checks the shell's files stay the same.
    { name: 'redeploy-shell', testMatch: /redeploy-service-worker/, dependencies: ['redeploy'] },
  ],
  webServer: {
    command: `node ../services/api/dist/main.js`,
    url: `${shopUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(shopPort),
      // The address the tests use, as a shop's PUBLIC_URL is the address its shoppers use.
      PUBLIC_URL: shopUrl,
      DATA_DIR: `../tmp/e2e-${Date.now()}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Each test sends its own X-Forwarded-For (support/fixtures.ts), so per-address limits such
      // as sign-ups per hour apply per test, as they would per shopper behind a real proxy.
      TRUST_PROXY: 'loopback',
      // Checkout can place orders (pay on delivery); card payment stays off without Stripe keys.
      PAYMENT_PAY_ON_DELIVERY: 'true',
      // The back-office tests' owner (support/team.ts): owner once it opens its verification link.
      OWNER_EMAILS: 'owner@e2e.example.com',
      // E-mails go to the mail catcher (support/global-setup.ts), sent within a second.
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      MAIL_WORKER_SECONDS: '1',
    },
  },
});
