import type { Request, Response } from 'express';
import { preferredCoding } from './accept-encoding.js';
import type { ContentCoding, SerialisedJson } from './serialised-json.js';

/** Below this size compressing saves less than it costs; the compression middleware's own default. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Entity tags in an If-None-Match list (`"…"` or `W/"…"`). */
const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/** Whether the client's copy is current: If-None-Match is `*` or names this content. */
export function clientHasCurrent(ifNoneMatch: string | undefined, json: SerialisedJson): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return (ifNoneMatch.match(ENTITY_TAG) ?? []).some((tag) => json.isTaggedBy(tag));
}

function chosenCoding(request: Request, json: SerialisedJson): ContentCoding {
  if (json.body.length < COMPRESSION_THRESHOLD_BYTES) return 'identity';
  return preferredCoding(request.headers['accept-encoding']);
}

/**
 * Sends a kept JSON body without serialising or compressing it again: 304 with no body when
 * If-None-Match names it, otherwise its bytes in the best coding the client accepts. The body
 * goes out already encoded with its Content-Encoding set and `Vary: Accept-Encoding`, as the app's
 * compression middleware would send it; that middleware is left out for the kept products list
 * (web/self-encoding-answers.ts), and would leave an encoded body alone ("already encoded").
 */
export function sendSerialisedJson(
  request: Request,
  response: Response,
  json: SerialisedJson,
  cacheControl: string,
): void {
  const coding = chosenCoding(request, json);
  response.vary('Accept-Encoding');
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', json.etag(coding));
  if (clientHasCurrent(request.headers['if-none-match'], json)) {
    response.status(304).end();
    return;
  }
  const body = json.encoded(coding);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
  response.setHeader('Content-Length', body.length);
  response.status(200).end(body);
}
