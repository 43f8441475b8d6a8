/**
 * Where a shopper may be sent after signing in: a path on this site, or "/". The one rule for the
 * server (sign-in, sign-up and the OpenID Connect callback) and the sign-in page.
 *
 * The value is normalised first, exactly as a browser would resolve it, and only the normalised
 * result is judged and returned: "/..//evil.example/x" normalises to "//evil.example/x", a link to
 * another site, so it is refused rather than passed on. API paths are refused too ("/api/logout"
 * after signing in would sign the shopper straight out), whatever their case or escaping.
 */
const PROBE_ORIGIN = 'https://return-to.invalid';
const MAX_LENGTH = 2_048;

function isApiPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true; // malformed escaping: not a page anyone links to
  }
  return decoded === '/api' || decoded.startsWith('/api/');
}

export function safeReturnTo(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > MAX_LENGTH || !candidate.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  const staysOnSite =
    url.origin === PROBE_ORIGIN &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    // Resolving the result again must land on this site too: what the browser will do with it.
    new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  return staysOnSite && !isApiPath(url.pathname) ? path : '/';
}
