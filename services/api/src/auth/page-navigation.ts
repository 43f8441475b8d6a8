import type { Request } from 'express';

/** Whether the browser sent Fetch Metadata (every current browser does; older Safari does not). */
export function hasFetchMetadata(request: Request): boolean {
  return ['sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-site'].some((name) => request.get(name) !== undefined);
}

/**
 * Whether a GET is a top-level page the person opened, the only request that may change state by
 * GET (signing out, opening a verification link). An <img>, <script>, fetch() or frame of the same
 * address is not.
 *
 * Browsers with Fetch Metadata say so: `Sec-Fetch-Dest: document` with `Sec-Fetch-Mode: navigate`,
 * or `same-origin` when a service worker relays the navigation (the shop's own worker leaves API
 * navigations alone, but a page may still run an older one). Older browsers send no such headers;
 * their navigations ask for HTML, their images and scripts do not.
 */
export function isPageNavigation(request: Request): boolean {
  if (request.method !== 'GET') return false;
  if (!hasFetchMetadata(request)) return (request.get('accept') ?? '').includes('text/html');
  const mode = request.get('sec-fetch-mode');
  return request.get('sec-fetch-dest') === 'document' && (mode === 'navigate' || mode === 'same-origin');
}
