import { resolve } from 'node:path';

/** The port the end-to-end server listens on (not 3000, so a running dev shop does not clash). */
export const shopPort = Number(process.env.E2E_PORT ?? 3100);

/**
 * E2E_CLUSTER=3: the tests run against three API processes behind HAProxy (tools/cluster/, from
 * deploy/haproxy.cfg) on a fresh PostgreSQL database, over HTTPS on shopPort, instead of the
 * one-process server on the embedded database. 0 or unset: the one process.
 */
export const clusterProcesses = Number(process.env.E2E_CLUSTER ?? 0);

export const shopUrl = clusterProcesses ? `https://127.0.0.1:${shopPort}` : `http://127.0.0.1:${shopPort}`;

/** Where the e2e shop sends its e-mails: the mail catcher started by global-setup.ts. */
export const mailPort = Number(process.env.E2E_MAIL_PORT ?? shopPort + 1000);

/**
 * Where the caught e-mails are kept, one file each. Chosen once by the runner and passed to its
 * worker processes in the environment, so all of them read the same folder.
 */
export const mailFolder: string = (process.env.E2E_MAIL_DIR ??= resolve(`../tmp/e2e-mail-${Date.now()}`));

/**
 * The settings the e2e shop runs with, one process or a cluster. PUBLIC_URL is the address the
 * tests use, as a shop's PUBLIC_URL is the address its shoppers use.
 */
export const shopSettings: Record<string, string> = {
  PUBLIC_URL: shopUrl,
  LOG_LEVEL: 'warn',
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
};
