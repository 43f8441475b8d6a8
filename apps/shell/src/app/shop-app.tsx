import { StrictMode, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@shop/ui/app-providers';
import { DeferredInstallPrompt } from '../pwa/deferred-install-prompt.js';
import { AppRoutes } from './app-routes.js';

export interface ShopAppProps {
  queryClient: QueryClient;
  /** The server's StaticRouter; the browser's router when absent. */
  router?: ComponentType<{ children: ReactNode }>;
}

/** The whole shop, as the browser and the server both render it (they must render the same tree). */
export function ShopApp({ queryClient, router }: ShopAppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} {...(router ? { router } : {})}>
        <AppRoutes />
        <DeferredInstallPrompt />
      </AppProviders>
    </StrictMode>
  );
}
