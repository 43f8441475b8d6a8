import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/contracts/remotes';
import { ensureRemotesRegistered } from './remote-registry.js';

export interface ComponentModule {
  default: ComponentType;
}

function isComponentModule(value: unknown): value is ComponentModule {
  if (typeof value !== 'object' || value === null || !('default' in value)) return false;
  const component = value.default;
  // Function components, or memo/forwardRef objects.
  return (
    typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component)
  );
}

/** Loads an exposed module (e.g. catalog "./ProductsPage") and checks it default-exports a component. */
export async function loadRemoteModule(remote: RemoteName, exposedModule: string): Promise<ComponentModule> {
  await ensureRemotesRegistered();
  const id = `${remote}/${exposedModule.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<unknown>(id);
  if (!isComponentModule(loaded)) throw new Error(`Remote module "${id}" did not provide a component.`);
  return loaded;
}
