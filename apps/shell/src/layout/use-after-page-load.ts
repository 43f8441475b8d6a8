import { useEffect, useState } from 'react';

/** How long an idle moment is waited for at most, once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the page has loaded and the browser has a moment to spare: for extras that must not
 * compete with the page's own content for the network and the main thread on a slow phone.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancel: () => void = () => undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setReady(true), 0);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') {
      whenIdle();
    } else {
      window.addEventListener('load', whenIdle, { once: true });
      cancel = () => window.removeEventListener('load', whenIdle);
    }
    return () => cancel();
  }, []);

  return ready;
}
