import type { QueryKey } from '@tanstack/react-query';
import { apiErrorCodeSchema, fieldErrorSchema, type ApiErrorCode, type FieldError } from '@shop/contracts/errors';
import { z } from '@shop/contracts/zod';

/**
 * The API's error body, read leniently: a proxy or an older server may send fewer fields, and a
 * newer server a code this build does not know yet (then `code` is simply absent).
 */
const errorBodySchema = z.object({
  message: z.string().optional().catch(undefined),
  code: apiErrorCodeSchema.optional().catch(undefined),
  fieldErrors: z.array(fieldErrorSchema).optional().catch(undefined),
  requestId: z.string().optional().catch(undefined),
});

function parseErrorBody(text: string): z.infer<typeof errorBodySchema> | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A non-2xx answer. Its message is "<status>: <body text or status text>", as every screen has
 * always shown it; the API's error body is also kept as typed fields, so code can act on `code`
 * ("OUT_OF_STOCK") instead of matching text.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The catalogue code, when the API answered in its error shape. */
  readonly code: ApiErrorCode | undefined;
  /** The server's message for people, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];
  /** The request's id in the server's logs, worth quoting to support. */
  readonly requestId: string | undefined;
  /** Whether the body was the API's own error shape (not a proxy's page or an empty answer). */
  readonly isApiError: boolean;

  constructor(
    readonly status: number,
    message: string,
    bodyText = '',
  ) {
    super(message);
    const body = parseErrorBody(bodyText);
    this.code = body?.code;
    this.serverMessage = body?.message;
    this.fieldErrors = body?.fieldErrors ?? [];
    this.requestId = body?.requestId;
    this.isApiError = body?.code !== undefined && body.message !== undefined;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const bodyText = await response.text();
  throw new ApiRequestError(response.status, `${response.status}: ${bodyText || response.statusText}`, bodyText);
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
