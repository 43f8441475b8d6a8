import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@shop/contracts/remotes';
import type { ComponentModule } from './load-remote-module.js';

export type RemoteModuleLoader = (remote: RemoteName, exposedModule: string) => Promise<ComponentModule>;

export interface RemoteComponentEntry {
  component: LazyExoticComponent<ComponentType>;
  attempt: number;
}

export interface RemoteComponentCache {
  /** The lazy component of a remote module; the same object on every call until a retry. */
  get(remote: RemoteName, exposedModule: string): RemoteComponentEntry;
  /** Replaces the component with a fresh lazy one, so the next render loads the module again. */
  retry(remote: RemoteName, exposedModule: string): void;
}

/**
 * React.lazy remembers a failed load forever, and a lazy component created during render would
 * remount (and reload) on every render. So each remote module gets one lazy component, kept here,
 * and a retry swaps in a new one with a higher attempt number.
 */
export function createRemoteComponentCache(load: RemoteModuleLoader): RemoteComponentCache {
  const entries = new Map<string, RemoteComponentEntry>();
  const create = (remote: RemoteName, exposedModule: string, attempt: number): RemoteComponentEntry => ({
    component: lazy(() => load(remote, exposedModule)),
    attempt,
  });

  return {
    get(remote, exposedModule) {
      const key = `${remote}/${exposedModule}`;
      let entry = entries.get(key);
      if (!entry) {
        entry = create(remote, exposedModule, 0);
        entries.set(key, entry);
      }
      return entry;
    },
    retry(remote, exposedModule) {
      const key = `${remote}/${exposedModule}`;
      const attempt = (entries.get(key)?.attempt ?? 0) + 1;
      entries.set(key, create(remote, exposedModule, attempt));
    },
  };
}
