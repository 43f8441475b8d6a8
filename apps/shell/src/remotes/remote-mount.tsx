import { Suspense, useCallback, useState } from 'react';
import { useLocation } from '@shop/ui/router';
import type { RemoteName } from '@shop/contracts/remotes';
import { Spinner } from '@shop/ui/spinner';
import type { RemoteComponentCache } from './remote-component-cache.js';
import { useRemoteComponents } from './remote-components-context.js';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { RemoteRetryContext } from './remote-retry-context.js';

export interface RemoteMountProps {
  remote: RemoteName;
  /** The exposed module, e.g. "./ProductsPage". */
  module: string;
  /** Where the components come from; tests pass their own loader here. */
  cache?: RemoteComponentCache;
}

/** Mounts one remote module inside its own Suspense and error boundary, with retry. */
export function RemoteMount({ remote, module, cache: givenCache }: RemoteMountProps) {
  const sources = useRemoteComponents();
  const cache = givenCache ?? sources.pages;
  const { pathname } = useLocation();
  const [, setRetries] = useState(0);
  const { component: RemoteComponent, attempt } = cache.get(remote, module);

  const retry = useCallback(() => {
    cache.retry(remote, module);
    setRetries((count) => count + 1);
  }, [cache, remote, module]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary
        resetKey={`${remote}/${module}#${attempt}@${pathname}`}
        onRetry={retry}
        remoteLabel={`${remote}/${module}`}
      >
        <Suspense fallback={<Spinner label="Loading this part of the shop…" />}>
          <RemoteComponent />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
