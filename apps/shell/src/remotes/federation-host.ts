import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import * as JsxDevRuntime from 'react/jsx-dev-runtime';
import { createFallbackPlugin } from './fallback-plugin.js';
import { RemoteUnavailableModule } from './remote-unavailable.js';
import { createRetryPlugin } from './retry-plugin.js';
import { sharedModuleInstances } from './shared-module-instances.js';

/** Share key -> installed version, written in by the shell's build (tools/rspack). */
declare const __SHARED_MODULE_VERSIONS__: Readonly<Record<string, string>>;

type UserShared = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

export interface RemoteEntry {
  name: string;
  /** The remote's mf-manifest.json, absolute. */
  entry: string;
}

/**
 * What the shell provides to every remote: its own, already running copies (`lib`, so the runtime
 * counts them as loaded and `loaded-first` keeps them over a remote's fallback copy). React's
 * development JSX runtime is provided too, for remotes served by their dev servers.
 */
function providedModules(): UserShared {
  const modules: Record<string, unknown> = { ...sharedModuleInstances, 'react/jsx-dev-runtime': JsxDevRuntime };
  return Object.fromEntries(
    Object.entries(modules).map(([shareKey, module]) => {
      const version = __SHARED_MODULE_VERSIONS__[shareKey];
      if (!version) throw new Error(`The shell's build did not record the version of ${shareKey}`);
      // The shell provides these, it asks for none: each remote's build checks the version against
      // its own range.
      return [shareKey, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: false } }];
    }),
  );
}

/**
 * Starts the federation runtime as the shell's host: the remotes' addresses, the shell's shared
 * modules, and the runtime itself for the remotes, whose builds leave it out. This module is its
 * own script, loaded when a page first needs a remote; the home page's first script does without
 * the runtime, since its remotes all sit below the fold.
 */
export function startFederationHost(remotes: readonly RemoteEntry[]): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: [...remotes],
    shared: providedModules(),
    // Keep what is already loaded (the shell's React, router, query client): a remote never swaps
    // them, and a remote that is down cannot take the shell's copies with it.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin(), createRetryPlugin(), createFallbackPlugin(RemoteUnavailableModule)],
  });
}
