import { useState, type ReactNode } from 'react';
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
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <ToastProvider>
          {children}
          <Toaster />
        </ToastProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
