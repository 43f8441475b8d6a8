import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@shop/contracts/server-rendering';
import { createQueryClient } from '@shop/ui/query-client';
import { ShopApp } from './app/shop-app.js';
import { whenPageLoadedAndIdle } from './app/when-page-loaded.js';
import { captureEarlyInstallEvent } from './pwa/early-install-event.js';
import { anyRemoteUnavailable } from './remotes/unavailable-remotes.js';

/** The data the server fetched for this page, so the first render does not ask for it again. */
function readServerQueryState(): unknown {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined; // The page loads its data itself, as without server rendering.
  }
}

/**
 * Expected, so warnings: a part of the page the server could not render (its remote's server
 * build missing or failing) arrives as its loading state and is rendered here instead; a remote
 * the server rendered but this browser cannot load is replaced by its fallback. Any other
 * recoverable error, a hydration mismatch above all, is a defect and logged as an error.
 */
function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary/.test(message)) {
    console.warn('A part of this page was rendered in the browser, not on the server.', error);
  } else if (anyRemoteUnavailable()) {
    console.warn("A remote's part of this page was replaced by its fallback: the remote could not be loaded.", error);
  } else {
    console.error(error);
  }
}

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const serverState = readServerQueryState();
  if (serverState) hydrate(queryClient, serverState);
  const app = <ShopApp queryClient={queryClient} />;
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the server's HTML is on screen already, and a tap on it
    // meanwhile hydrates that part first.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  } else {
    createRoot(container).render(app);
  }
}

captureEarlyInstallEvent();
// Only production builds have a /sw.js; a worker in development would serve stale bundles. Its
// code is a script of its own, fetched once the page has loaded and the browser is idle.
if (process.env.NODE_ENV === 'production') {
  whenPageLoadedAndIdle(
    () => void import('./pwa/service-worker-updates.js').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
}

// Render at once: the shell's own pages need no remote, and a remote mount starts the federation
// runtime when it first needs it. If /remotes.json cannot be had, the navbar, home page and toasts
// still work, and each remote mount shows its fallback with a retry.
render();
