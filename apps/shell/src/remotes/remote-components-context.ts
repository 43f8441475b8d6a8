import { createContext, useContext } from 'react';
import { remoteComponents } from './default-remote-components.js';
import { optionalRemoteComponents } from './optional-remote-components.js';
import type { RemoteComponentCache } from './remote-component-cache.js';

export interface RemoteComponentSources {
  /** A page's own content (RemoteMount). */
  pages: RemoteComponentCache;
  /** Extras the page can do without (OptionalRemoteMount). */
  optional: RemoteComponentCache;
}

/**
 * Where remote components come from. In the browser, the federation runtime (the default); the
 * server renders with each remote's server build instead, and provides its own sources here.
 */
export const RemoteComponentsContext = createContext<RemoteComponentSources>({
  pages: remoteComponents,
  optional: optionalRemoteComponents,
});

export function useRemoteComponents(): RemoteComponentSources {
  return useContext(RemoteComponentsContext);
}
