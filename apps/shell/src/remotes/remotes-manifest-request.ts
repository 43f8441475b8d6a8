import { fetchWithRetry } from './fetch-with-retry.js';

export const REMOTES_MANIFEST_URL = '/remotes.json';

let request: Promise<unknown> | null = null;

/**
 * The body of /remotes.json, fetched once. The entry module asks for it before the shell renders,
 * so the remotes' addresses are usually known by the time a page mounts a remote. A failed request
 * is forgotten, so "Try again" fetches it anew.
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
