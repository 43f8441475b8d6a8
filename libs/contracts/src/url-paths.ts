/** Path separators as a file server or a browser reads them. */
const SEPARATORS = /[/\\]/;

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding as a whole: still read the encoded dots and separators.
    return segment.replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
  }
}

/**
 * Whether a path (as written, before any query) has a "." or ".." segment, literal or
 * percent-encoded, with "/", "\" or their encodings as separators. Browsers resolve dot segments
 * before they send a request, so only a hand-made address carries one; the shop names no page,
 * file or route with one. The one rule for the server's requests and for stored image addresses.
 */
export function hasDotSegment(path: string): boolean {
  return path.split(SEPARATORS).some((segment) =>
    decodedSegment(segment)
      .split(SEPARATORS)
      .some((part) => part === '.' || part === '..'),
  );
}
