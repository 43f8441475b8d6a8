import { remotesManifestSchema, type RemotesManifest } from '@shop/contracts/remotes';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './federation-host.js';
import { requestRemotesManifest } from './remotes-manifest-request.js';
import { markRemoteUnavailable } from './unavailable-remotes.js';

/** The remotes' manifest URLs, absolute (relative entries are relative to the page). */
export function toRemoteEntries(manifest: RemotesManifest, pageUrl: string): RemoteEntry[] {
  return Object.entries(manifest).map(([name, manifestUrl]) => ({
    name,
    entry: new URL(manifestUrl, pageUrl).href,
  }));
}

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  return remotesManifestSchema.parse(await requestRemotesManifest());
}

let host: Promise<ModuleFederation> | null = null;

/**
 * The federation runtime, started once with the remotes listed in /remotes.json. Remotes are not
 * baked into the shell's build: a new remote build is picked up on the next page load. The
 * runtime's script and the manifest are fetched together, the first time a page needs a remote. A
 * failed attempt is forgotten, so a later "Try again" fetches both anew.
 */
export function federationHost(): Promise<ModuleFederation> {
  host ??= Promise.all([
    fetchRemotesManifest(),
    import(/* webpackChunkName: "federation-host" */ './federation-host.js'),
  ])
    .then(([manifest, { startFederationHost }]) => startFederationHost(toRemoteEntries(manifest, window.location.href)))
    .catch((error: unknown) => {
      host = null;
      // Every remote mount now shows its fallback: expected when the network or /remotes.json fails.
      markRemoteUnavailable('(the federation runtime)');
      throw error;
    });
  return host;
}
