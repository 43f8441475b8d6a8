import { useEffect, useState } from 'react';
import { whenPageLoadedAndIdle } from '../app/when-page-loaded.js';

/**
 * False until the page has loaded and the browser has a moment to spare: for extras that must not
 * compete with the page's own content for the network and the main thread on a slow phone.
 */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPageLoadedAndIdle(() => setReady(true)), []);
  return ready;
}
