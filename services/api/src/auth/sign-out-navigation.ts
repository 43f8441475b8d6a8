import type { Request } from 'express';
import { hasFetchMetadata, isPageNavigation } from './page-navigation.js';

/** Where a sign-out navigation may come from: a page of this site, or the address bar / a bookmark. */
const OWN_SITES = new Set(['same-origin', 'none']);

function sameOrigin(address: string, publicUrl: URL): boolean {
  try {
    return new URL(address).origin === publicUrl.origin;
  } catch {
    return false;
  }
}

/**
 * What a GET of the sign-out address is. Only the shopper's own page navigation of this site may
 * end a session by GET ('sign-out'). Another site's link is a navigation too, but must not sign
 * anyone out ('other-navigation': sent home, still signed in). An <img>, <script>, fetch or frame
 * of the address (which any page showing staff-edited content could be made to load) is 'refused'.
 * This site: `Sec-Fetch-Site` same-origin, or none for a typed address; a browser without Fetch
 * Metadata must send no Referer or this site's.
 */
export function signOutRequestKind(request: Request, publicUrl: URL): 'sign-out' | 'other-navigation' | 'refused' {
  if (!isPageNavigation(request)) return 'refused';
  const referer = request.get('referer');
  const fromThisSite = hasFetchMetadata(request)
    ? OWN_SITES.has(request.get('sec-fetch-site') ?? '')
    : referer === undefined || sameOrigin(referer, publicUrl);
  return fromThisSite ? 'sign-out' : 'other-navigation';
}
