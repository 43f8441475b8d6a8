import type { RemoteName } from '@shop/contracts/remotes';
import { asComponentModule, remoteModuleId, type ComponentModule } from './component-module.js';
import { federationHost } from './remote-registry.js';

export type { ComponentModule } from './component-module.js';

/** Loads an exposed module (e.g. catalog "./ProductsPage") and checks it default-exports a component. */
export async function loadRemoteModule(remote: RemoteName, exposedModule: string): Promise<ComponentModule> {
  const host = await federationHost();
  const id = remoteModuleId(remote, exposedModule);
  return asComponentModule(await host.loadRemote<unknown>(id), id);
}
