import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesManifestSchema, type RemotesManifest } from '@shop/contracts/remotes';
import { requestRemotesManifest } from './remotes-manifest-request.js';

/** The remotes' manifest URLs, absolute (relative entries are relative to the page). */
export function toRemoteEntries(manifest: RemotesManifest, pageUrl: string) {
  return Object.entries(manifest).map(([name, manifestUrl]) => ({
    name,
    entry: new URL(manifestUrl, pageUrl).href,
  }));
}

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  return remotesManifestSchema.parse(await requestRemotesManifest());
}

let registration: Promise<void> | null = null;

/**
 * Registers the remotes listed in /remotes.json with the federation runtime, once. Remotes are not
 * baked into the shell's build: a new remote build is picked up on the next page load. A failed
 * attempt is forgotten, so a later "Try again" fetches the manifest anew.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRemotesManifest().then(
    (manifest) => registerRemotes(toRemoteEntries(manifest, window.location.href)),
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}
