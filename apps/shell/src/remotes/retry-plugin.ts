import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithRetry, waitFor, type RetryOptions } from './fetch-with-retry.js';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** Loads a remoteEntry.js again, spaced out, until it works or the attempts run out. */
async function reloadEntry(
  {
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryErrorHook>[0],
  { retries, baseDelayMs, wait }: Required<RetryOptions>,
) {
  for (let attempt = 1; attempt <= retries; attempt += 1) {
    await wait(baseDelayMs * attempt);
    // The failed load is still memoised under this key; drop it so the script is requested again.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // Try again until the attempts run out; the runtime then reports the original error.
    }
  }
  return undefined;
}

/**
 * First layer of failure handling: retry the network. @module-federation/retry-plugin has no
 * release for runtime 2.x, so this small plugin does the two things we need: retry a remote's
 * mf-manifest.json fetch, and reload a remoteEntry.js script that failed to load.
 */
export function createRetryPlugin({
  retries = 2,
  baseDelayMs = 400,
  wait = waitFor,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-retry-plugin',
    fetch(url, init) {
      return fetchWithRetry(url, init, { retries, baseDelayMs, wait });
    },
    loadEntryError(context) {
      // The hook is typed as a promise of a promise; the runtime awaits it through to the exports.
      const recovered: ReturnType<LoadEntryErrorHook> = new Promise((resolve) => {
        resolve(reloadEntry(context, { retries, baseDelayMs, wait }));
      });
      return recovered;
    },
  };
}
