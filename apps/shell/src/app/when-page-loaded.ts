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

/** How long an idle moment is waited for at most, once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `callback` once the page has loaded and the browser has a moment to spare (within
 * IDLE_TIMEOUT_MS), never in the task that is starting the page: for extras that must not compete
 * with the page's own content for the network and the main thread on a slow phone. Returns a
 * function that cancels a callback still waiting.
 */
export function whenPageLoadedAndIdle(callback: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const cancelLoad = whenPageLoaded(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}
