import request from 'supertest';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A unique shopper for one test: tests never share accounts. */
export function newShopper(
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  counter += 1;
  return {
    firstName: 'Asha',
    lastName: 'Patel',
    email: `shopper-${process.pid}-${Date.now()}-${counter}@example.com`,
    password: 'cold pressed sesame 42',
    ...overrides,
  };
}

let addressCounter = 0;

/** A documentation-range address (RFC 5737), different for every call. */
export function uniqueClientIp(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/**
 * A cookie-keeping client that browses like a same-origin page (Sec-Fetch-Site: same-origin),
 * from its own client address (X-Forwarded-For; the test server trusts the proxy header), so
 * per-address rate limits see separate shoppers.
 */
export function browser(shop: TestApp, clientIp = uniqueClientIp()) {
  const agent = request.agent(shop.http);
  return {
    agent,
    get: (path: string) => agent.get(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', clientIp),
    post: (path: string, body?: object) =>
      agent.post(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', clientIp).send(body),
    put: (path: string, body?: object) =>
      agent.put(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', clientIp).send(body),
    patch: (path: string, body?: object) =>
      agent.patch(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', clientIp).send(body),
    delete: (path: string) => agent.delete(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', clientIp),
    /** A top-level page navigation from a page of the shop, as a browser sends it (following a link). */
    navigate: (path: string) =>
      agent
        .get(path)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Sec-Fetch-Mode', 'navigate')
        .set('Sec-Fetch-Dest', 'document')
        .set('Accept', 'text/html,application/xhtml+xml')
        .set('X-Forwarded-For', clientIp),
  };
}

/** The session cookie ("sid=...") from a response. */
export function sessionCookie(response: request.Response): string | undefined {
  const cookies = response.headers['set-cookie'] as unknown as string[] | undefined;
  return cookies?.find((cookie) => cookie.startsWith('sid='))?.split(';')[0];
}
