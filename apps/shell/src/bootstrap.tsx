import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { AppProviders } from '@shop/ui/app-providers';
import { AppRoutes } from './app/app-routes.js';
import { InstallPrompt } from './pwa/install-prompt.js';
import { registerServiceWorker } from './pwa/service-worker-updates.js';
import { createFallbackPlugin } from './remotes/fallback-plugin.js';
import { ensureRemotesRegistered } from './remotes/remote-registry.js';
import { RemoteUnavailableModule } from './remotes/remote-unavailable.js';
import { createRetryPlugin } from './remotes/retry-plugin.js';

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
        <InstallPrompt />
      </AppProviders>
    </StrictMode>,
  );
}

// Only production builds have a /sw.js; a worker in development would serve stale bundles.
if (process.env.NODE_ENV === 'production') registerServiceWorker();

registerPlugins([createRetryPlugin(), createFallbackPlugin(RemoteUnavailableModule)]);

// Render at once: the shell's own pages need no remote, and each remote mount waits for the
// registration. If /remotes.json cannot be had, the navbar, home page and toasts still work, and
// each remote mount shows its fallback with a retry.
ensureRemotesRegistered().catch((error: unknown) =>
  console.warn('Could not register the remotes from /remotes.json.', error),
);
render();
