import type { QueryKey } from '@tanstack/react-query';

/** A non-2xx answer. The message follows spec section 7: "<status>: <body text or status text>". */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new ApiRequestError(response.status, `${response.status}: ${bodyText || response.statusText}`);
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/**
 * The one way the front end calls the API: cookies always travel (sessions), and a JSON body and
 * its content type are sent only when there is a body.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  { signal, headers: extraHeaders }: ApiRequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const headers = { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...extraHeaders };
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** Query keys are API paths; the loader fetches their segments joined by slashes. */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: QueryKey; signal?: AbortSignal }): Promise<unknown> => {
    const response = await fetch(queryKey.join('/'), {
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return response.json();
  };
}

/** The default loader: a 401 is an error like any other. */
export const fetchQueryKey = getQueryFn({ on401: 'throw' });
