import fc from 'fast-check';
import type { ApiErrorCode } from '@shop/contracts/errors';
import { describeString } from './describe-value.js';
import type { HttpMethod } from './endpoint.js';

/**
 * What a hostile request deserves. Every one must get a 4xx in the API's error shape and write
 * nothing; these say which 4xx:
 * - validation: 400 VALIDATION_FAILED whose fieldErrors name one of `fields` (the fields the
 *   contracts schema itself finds wrong);
 * - codes: one of these error codes (e.g. INVALID_JSON for a body that is not JSON);
 * - client-error: any 4xx (when several layers may rightly refuse first).
 * And for hostile values the schema accepts, which may be stored:
 * - no-server-error: any answer but a 5xx, and not a database data error (INVALID_DATA: the schema
 *   let through what the column cannot hold).
 */
export type Expectation =
  | { kind: 'validation'; fields: string[] }
  | { kind: 'codes'; codes: readonly ApiErrorCode[] }
  | { kind: 'client-error' }
  | { kind: 'no-server-error' };

export interface HostileRequest {
  /** The endpoint table's name ("PUT /api/cart/:id"), for per-endpoint counts. */
  endpoint: string;
  method: HttpMethod;
  /** Path and query exactly as sent (already percent-encoded). */
  url: string;
  /** Headers exactly as sent; a list sends the header several times. The client adds its address and session. */
  headers: Record<string, string | string[]>;
  /** The body text exactly as sent (UTF-8), or none. */
  body?: string;
  /** Sends the shopper's session, so a private endpoint gets past the 401 to its validation. */
  signedIn: boolean;
  /** Where it is broken ("body.phone", "Idempotency-Key", "Content-Type") and how ("too-long"). */
  target: string;
  kind: string;
  /** The broken value in words, for the report. */
  detail: string;
  expected: Expectation;
  /**
   * False when the request cannot be a test of bad input: the schema accepts what the server would
   * see, the HTTP client cannot send it, or it would reach another route. The property discards it.
   */
  sendable: boolean;
}

const SHOWN_BODY = 300;

/** The request as a reproducible recipe: method, URL, headers and body, long values shortened. */
export function formatRequest(request: HostileRequest): string {
  const url = request.url.length > 200 ? `${request.url.slice(0, 200)}… (${request.url.length} chars)` : request.url;
  const headers = Object.entries(request.headers).map(
    ([name, value]) => `  ${name}: ${[value].flat().map(describeString).join(' + ')}`,
  );
  if (request.signedIn) headers.push('  Cookie: <the shopper session>');
  const body =
    request.body === undefined
      ? '(no body)'
      : request.body.length > SHOWN_BODY
        ? `${request.body.slice(0, SHOWN_BODY)}… (${request.body.length} chars in all)`
        : request.body;
  return [
    `${request.method} ${url}`,
    ...headers,
    `  body: ${body}`,
    `  broken: ${request.target} ← ${request.kind}: ${request.detail}`,
  ].join('\n');
}

/** Makes fast-check print the recipe instead of a dump of the object (and its 10,000-character strings). */
export function withReadableCounterexample(request: HostileRequest): HostileRequest {
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () => `\n${formatRequest(request)}\n`,
    enumerable: false,
  });
}
