import type { Request } from 'express';

/**
 * Public reads that never ask who is calling (no @AuthUser, no request.session) and answer the
 * same for everyone: the kept products list and the health probes. Paths under /api, lower-case
 * (Express matches routes case-insensitively); a trailing slash reaches the same route.
 */
const SESSION_FREE_PATHS = new Set(['/products', '/health', '/health/live', '/health/serving']);

/**
 * A test of whether a request can leave the session middleware out: a GET or HEAD of a
 * session-free read (its path as seen under /api) that carries no cookie named `cookieName`. Such
 * a request is anonymous, and the session made for it would be dropped unsaved with no
 * Set-Cookie, so leaving it out changes nothing but the cost (a random id, a hash of the empty
 * session, Passport's look for a user). With the cookie, whatever its value, the session is read
 * as on every other route, so a signed-in shopper's expiry still rolls.
 */
export function sessionFreeReads(cookieName: string): (request: Request) => boolean {
  const cookie = new RegExp(`(?:^|;)\\s*${cookieName.replace(/[^\w]/g, '\\$&')}=`);
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    let path = request.path.toLowerCase();
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    if (!SESSION_FREE_PATHS.has(path)) return false;
    const header = request.headers.cookie;
    return header === undefined || !cookie.test(header);
  };
}
