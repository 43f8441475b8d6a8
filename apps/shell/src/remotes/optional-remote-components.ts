import { loadRemoteModule, type ComponentModule } from './load-remote-module.js';
import { createRemoteComponentCache, type RemoteModuleLoader } from './remote-component-cache.js';
import { RemoteUnavailableModule } from './remote-unavailable.js';

function Nothing() {
  return null;
}

const nothing: ComponentModule = { default: Nothing };

/**
 * Loads a module the page can do without: whatever goes wrong, it resolves to a component that
 * renders nothing. That includes the fallback plugin's stand-in, whose "Try again" panel belongs
 * where a page's own content failed, not in place of an extra such as the support chat.
 */
export function optionalModuleLoader(load: RemoteModuleLoader): RemoteModuleLoader {
  return async (remote, exposedModule) => {
    try {
      const loaded = await load(remote, exposedModule);
      return loaded.default === RemoteUnavailableModule ? nothing : loaded;
    } catch (error) {
      console.warn(`Remote module "${remote}/${exposedModule}" is unavailable; the page goes on without it.`, error);
      return nothing;
    }
  };
}

/** The shell's one cache of optional remote components. */
export const optionalRemoteComponents = createRemoteComponentCache(optionalModuleLoader(loadRemoteModule));
