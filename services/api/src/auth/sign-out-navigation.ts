import type { Request } from 'express';

/** Where a top-level navigation may come from: a page of this site, or the address bar / a bookmark. */
const NAVIGATION_SITES = new Set(['same-origin', 'none']);

function sameOrigin(address: string, publicUrl: URL): boolean {
  try {
    return new URL(address).origin === publicUrl.origin;
  } catch {
    return false;
  }
}

/**
 * What a GET of the sign-out address is. Only the shopper's own top-level navigation of this site
 * may end a session by GET ('sign-out'). Another site's link is a navigation too, but must not sign
 * anyone out ('other-navigation': sent home, still signed in). An <img>, <script>, fetch or frame
 * of the address (which any page showing staff-edited content could be made to load) is 'refused'.
 *
 * Browsers with Fetch Metadata say what the request is: `Sec-Fetch-Mode: navigate` and
 * `Sec-Fetch-Dest: document`, from this site or typed (`Sec-Fetch-Site: none`). Older browsers send
 * none of these headers; for them a navigation asks for HTML (an image or a script does not), and
 * a Referer, when one is sent, must be this site.
 */
export function signOutRequestKind(request: Request, publicUrl: URL): 'sign-out' | 'other-navigation' | 'refused' {
  const mode = request.get('sec-fetch-mode');
  const dest = request.get('sec-fetch-dest');
  const site = request.get('sec-fetch-site');
  if (mode !== undefined || dest !== undefined || site !== undefined) {
    // A service worker that relays a navigation sends it as mode same-origin, still for a document
    // (the shop's own worker leaves API navigations alone, but a page may run an older one).
    const navigation = mode === 'navigate' || (mode === 'same-origin' && dest === 'document');
    if (!navigation || dest !== 'document') return 'refused';
    return site !== undefined && NAVIGATION_SITES.has(site) ? 'sign-out' : 'other-navigation';
  }
  if (!(request.get('accept') ?? '').includes('text/html')) return 'refused';
  const referer = request.get('referer');
  return referer === undefined || sameOrigin(referer, publicUrl) ? 'sign-out' : 'other-navigation';
}
