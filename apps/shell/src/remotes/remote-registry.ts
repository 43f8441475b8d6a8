import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesManifestSchema, type RemotesManifest } from '@shop/contracts/remotes';
import { fetchWithRetry } from './fetch-with-retry.js';

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** The remotes' manifest URLs, absolute (relative entries are relative to the page). */
export function toRemoteEntries(manifest: RemotesManifest, pageUrl: string) {
  return Object.entries(manifest).map(([name, manifestUrl]) => ({
    name,
    entry: new URL(manifestUrl, pageUrl).href,
  }));
}

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const response = await fetchWithRetry(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
  return remotesManifestSchema.parse(await response.json());
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
