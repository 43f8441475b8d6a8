import type { QueryKey } from '@tanstack/react-query';
import type { OfferedWindow } from '@shop/contracts/delivery-windows';
import type { ApiErrorCode, FieldError } from '@shop/contracts/errors';
import type { ApiErrorBody } from './api-error-body.js';

export type { ApiErrorBody } from './api-error-body.js';

/**
 * Reads a failed answer's body as the API's error shape. Only a JSON object can be that shape, so
 * anything else (an empty answer, a proxy's HTML page) is settled here; the schema, and zod with
 * it, is downloaded only for a JSON object. If it cannot be downloaded (the network went away),
 * the body counts as unreadable, as a malformed one would.
 */
export async function readErrorBody(bodyText: string): Promise<ApiErrorBody | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  try {
    const { parseErrorBody } = await import('./api-error-body.js');
    return parseErrorBody(json);
  } catch {
    return undefined;
  }
}

/**
 * A non-2xx answer. Its message is "<status>: <body text or status text>", as every screen has
 * always shown it; the API's error body is also kept as typed fields, so code can act on `code`
 * ("OUT_OF_STOCK") instead of matching text. `apiRequest` and the query loaders read the body
 * (`readErrorBody`) before they throw one.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The catalogue code, when the API answered in its error shape. */
  readonly code: ApiErrorCode | undefined;
  /** The server's message for people, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];
  /** With a full or unavailable delivery window: the next windows with room, to offer instead. */
  readonly deliveryWindows: OfferedWindow[];
  /** The request's id in the server's logs, worth quoting to support. */
  readonly requestId: string | undefined;
  /** Whether the body was the API's own error shape (not a proxy's page or an empty answer). */
  readonly isApiError: boolean;

  constructor(
    readonly status: number,
    message: string,
    /** The body as `readErrorBody` read it; none for an answer that was not the API's shape. */
    body?: ApiErrorBody,
  ) {
    super(message);
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.fieldErrors = body?.fieldErrors ?? [];
    this.deliveryWindows = body?.deliveryWindows ?? [];
    this.requestId = body?.requestId;
    this.isApiError = body?.code !== undefined && body.message !== undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  const message = `${response.status}: ${bodyText || response.statusText}`;
  throw new ApiRequestError(response.status, message, await readErrorBody(bodyText));
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
    if (on401 === 'returnNull' && response.status === 401) {
      // Release the unread body: error answers are never cached, so nothing else would read it and
      // the browser would keep the request open.
      await response.body?.cancel();
      return null;
    }
    await throwIfNotOk(response);
    return response.json();
  };
}

/** The default loader: a 401 is an error like any other. */
export const fetchQueryKey = getQueryFn({ on401: 'throw' });

/** What a query loader checks an answer with: a zod schema, as a module exports it. */
export interface AnswerParser<T> {
  parse(data: unknown): T;
}

/**
 * The default loader, its answer checked by a schema imported alongside the request rather than
 * with the page: a schema module brings zod (about 24 KB gzip to download and evaluate), and a page
 * whose data came with its server-rendered HTML fetches nothing while it starts.
 */
export async function fetchQueryKeyParsed<T>(
  context: { queryKey: QueryKey; signal?: AbortSignal },
  loadParser: () => Promise<AnswerParser<T>>,
): Promise<T> {
  const [body, parser] = await Promise.all([fetchQueryKey(context), loadParser()]);
  return parser.parse(body);
}
