import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@shop/ui/app-providers';

/**
 * Mounts a remote's standalone harness inside exactly the providers the shell gives the remote
 * (query client, toasts, router), so QA can run and test one remote alone.
 */
export function renderHarness(harness: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>{harness}</AppProviders>
    </StrictMode>,
  );
}
