const unavailable = new Set<string>();

/** A remote module (or the runtime that loads them all) the browser could not load, so its fallback stands in for it. */
export function markRemoteUnavailable(id: string): void {
  unavailable.add(id);
}

/**
 * Whether a remote failed to load in this page. The server may have rendered that remote's part;
 * the browser then replaces it with the fallback, which React reports as a hydration mismatch.
 */
export function anyRemoteUnavailable(): boolean {
  return unavailable.size > 0;
}
