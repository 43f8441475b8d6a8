import { API_PATHS } from '@shop/contracts/api-paths';

/**
 * Sign-in and sign-out are full page navigations (spec section 2), so these are plain URLs for
 * `<a href>`, never router links.
 */
export function signInUrl(returnTo?: string): string {
  return returnTo ? `${API_PATHS.login}?returnTo=${encodeURIComponent(returnTo)}` : API_PATHS.login;
}

export function signOutUrl(): string {
  return API_PATHS.logout;
}

/**
 * A returnTo from a query string as a path on this site, or "/" for anything else. The server
 * checks the returnTo it is sent the same way; this check is for the links the page itself shows,
 * so that /login?returnTo=https://evil.example cannot make "Continue" an open redirect.
 */
export function sameSitePath(candidate: string | null | undefined, origin: string = window.location.origin): string {
  // "//host" and "/\host" are protocol-relative URLs to another site; URL() resolves them so.
  if (!candidate?.startsWith('/')) return '/';
  try {
    const url = new URL(candidate, origin);
    // API paths are not pages: they would loop through sign-in or sign out (as on the server).
    if (url.origin !== origin || url.pathname.startsWith('/api/')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
