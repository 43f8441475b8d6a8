import { loadRemoteModule } from './load-remote-module.js';
import { createRemoteComponentCache } from './remote-component-cache.js';

/** The shell's one cache of remote components, loading through the federation runtime. */
export const remoteComponents = createRemoteComponentCache(loadRemoteModule);
