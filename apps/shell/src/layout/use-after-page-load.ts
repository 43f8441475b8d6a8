import { useEffect, useState } from 'react';
import { whenPageLoaded } from '../app/when-page-loaded.js';

/** How long an idle moment is waited for at most, once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the page has loaded and the browser has a moment to spare: for extras that must not
 * compete with the page's own content for the network and the main thread on a slow phone.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelIdle: () => void = () => undefined;
    const cancelLoad = whenPageLoaded(() => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setReady(true), 0);
        cancelIdle = () => window.clearTimeout(id);
      }
    });
    return () => {
      cancelLoad();
      cancelIdle();
    };
  }, []);

  return ready;
}
