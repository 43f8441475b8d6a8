import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '@shop/ui/router';
import { createQueryClient } from '@shop/ui/query-client';
import { ToastProvider } from '@shop/ui/toast';
import { Toaster } from '@shop/ui/toaster';
import './design-system.css';

/**
 * Everything a screen needs around it: one QueryClient (created once per app), the router, and
 * toasts. The shell and every remote's standalone harness use exactly this, so a remote sees the
 * same providers alone as inside the shell.
 */
export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The browser's router unless given: the server renders with a StaticRouter at the requested address. */
  router?: ComponentType<{ children: ReactNode }>;
}

export function AppProviders({ children, queryClient, router: Router = BrowserRouter }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <Router>
        <ToastProvider>
          {children}
          <Toaster />
        </ToastProvider>
      </Router>
    </QueryClientProvider>
  );
}
