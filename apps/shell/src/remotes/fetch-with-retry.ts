export interface RetryOptions {
  /** Extra attempts after the first one. */
  retries?: number;
  /** Delay before retry n is n times this. */
  baseDelayMs?: number;
  wait?: (milliseconds: number) => Promise<void>;
}

export const waitFor = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Statuses worth another try: the server or a proxy may answer again in a moment. */
function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * fetch with a few spaced-out retries for network errors and transient statuses, for the files a
 * page cannot do without (remotes.json, a remote's mf-manifest.json) during a deploy or a blip.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  { retries = 2, baseDelayMs = 400, wait = waitFor }: RetryOptions = {},
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (!isTransient(response.status) || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(baseDelayMs * (attempt + 1));
  }
}
