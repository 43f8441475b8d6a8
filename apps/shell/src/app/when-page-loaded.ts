/**
 * Runs `callback` once the page has loaded, at once if it already has: the shell's script may
 * start after the load event (it waits for the first paint). Returns a function that cancels a
 * callback still waiting.
 */
export function whenPageLoaded(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}
