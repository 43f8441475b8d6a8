import { Suspense } from 'react';
import type { RemoteName } from '@shop/contracts/remotes';
import type { RemoteComponentCache } from './remote-component-cache.js';
import { useRemoteComponents } from './remote-components-context.js';
import { SilentErrorBoundary } from './silent-error-boundary.js';

export interface OptionalRemoteMountProps {
  remote: RemoteName;
  /** The exposed module, e.g. "./ChatWidget". */
  module: string;
  /** Where the components come from; tests pass their own loader here. */
  cache?: RemoteComponentCache;
}

/**
 * Mounts a remote module the page can do without, such as the support chat: nothing is shown
 * while it loads (no spinner), and if its remote is down the page simply goes on without it (no
 * "Try again" panel). Pages' own content uses RemoteMount instead.
 */
export function OptionalRemoteMount({ remote, module, cache: givenCache }: OptionalRemoteMountProps) {
  const sources = useRemoteComponents();
  const cache = givenCache ?? sources.optional;
  const { component: RemoteComponent } = cache.get(remote, module);
  return (
    <SilentErrorBoundary remoteLabel={`${remote}/${module}`}>
      <Suspense fallback={null}>
        <RemoteComponent />
      </Suspense>
    </SilentErrorBoundary>
  );
}
