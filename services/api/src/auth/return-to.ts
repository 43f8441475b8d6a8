const INTERNAL_ORIGIN = 'http://shop.invalid';

/**
 * Where to send the shopper after signing in: a path on this site, or "/". Absolute URLs,
 * protocol-relative "//host" and backslash tricks are ignored (no open redirect), and so are API
 * paths, which would loop through sign-in or sign-out.
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  try {
    const url = new URL(value, INTERNAL_ORIGIN);
    if (url.origin !== INTERNAL_ORIGIN || url.pathname.startsWith('/api/')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
