import request from 'supertest';
import type { TestApp } from './test-app.js';

/** The verification links e-mailed to `email` (as the outbox holds them, to be sent), oldest first. */
export async function verificationLinks(shop: TestApp, email: string): Promise<URL[]> {
  const rows: { textBody: string }[] = await shop.dataSource.query(
    `SELECT "textBody" FROM "email_outbox" WHERE "kind" = 'email_verification' AND "toAddress" = $1 ORDER BY "id"`,
    [email.toLowerCase()],
  );
  return rows.map(({ textBody }) => {
    const link = /https?:\/\/\S+/.exec(textBody)?.[0];
    if (!link) throw new Error(`No link in the verification e-mail to ${email}`);
    return new URL(link);
  });
}

export async function latestVerificationLink(shop: TestApp, email: string): Promise<URL> {
  const link = (await verificationLinks(shop, email)).at(-1);
  if (!link) throw new Error(`No verification e-mail to ${email}`);
  return link;
}

/**
 * Opens a link as a browser does when the shopper clicks it in a webmail page: a top-level page
 * navigation from another site. `destination` overrides Sec-Fetch-Dest (an <img> says "image").
 */
export function openLink(shop: TestApp, link: URL | string, destination = 'document') {
  const target = typeof link === 'string' ? link : `${link.pathname}${link.search}`;
  return request(shop.http)
    .get(target)
    .set('Sec-Fetch-Site', 'cross-site')
    .set('Sec-Fetch-Mode', destination === 'document' ? 'navigate' : 'no-cors')
    .set('Sec-Fetch-Dest', destination);
}

/** Where the link's answer sends the browser: the result shown on /verify-email. */
export function verificationResult(response: request.Response): string | null {
  const location = response.headers.location as string | undefined;
  if (!location) return null;
  const url = new URL(location, 'http://shop.test');
  return url.pathname === '/verify-email' ? url.searchParams.get('result') : `not the result page: ${location}`;
}
