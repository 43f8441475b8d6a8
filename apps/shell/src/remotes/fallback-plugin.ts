import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markRemoteUnavailable } from './unavailable-remotes.js';

/**
 * Second layer of failure handling: when a remote module cannot be loaded (after the retries),
 * answer with a stand-in module whose component renders the "temporarily unavailable" fallback,
 * instead of letting the error travel up and take the page with it.
 */
export function createFallbackPlugin(FallbackComponent: ComponentType): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only a whole-module failure gets the stand-in. For a failed manifest ('afterResolve') the
      // runtime expects a manifest, so let that error through; it resurfaces here as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module "${id}" is unavailable; showing its fallback.`, error);
      markRemoteUnavailable(id);
      return { __esModule: true, default: FallbackComponent };
    },
  };
}
