import { fetchWithRetry } from './fetch-with-retry.js';

export const REMOTES_MANIFEST_URL = '/remotes.json';

let request: Promise<unknown> | null = null;

/**
 * The body of /remotes.json, fetched once, together with the federation runtime's script when a
 * page first needs a remote. A failed request is forgotten, so "Try again" fetches it anew.
 */
export function requestRemotesManifest(): Promise<unknown> {
  request ??= fetchWithRetry(REMOTES_MANIFEST_URL, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${REMOTES_MANIFEST_URL} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}
