import type { Application, Request, Response } from 'express';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { preferredCoding } from '../common/accept-encoding.js';
import type { ContentCoding } from '../common/serialised-json.js';
import type { CachedPage } from './server-rendering/rendered-page-cache.js';

/** Below this size the compression middleware leaves a body as it is (its default threshold). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Express's ETag function as the app is set up (`etag` setting; weak tags by default). */
type EtagFunction = (body: Buffer, encoding?: BufferEncoding) => string | undefined;

/** Express's ETag of these bytes, as the app is set up (none when the `etag` setting is off). */
export function pageEtag(app: Application, bytes: Buffer | string): string | undefined {
  return (app.get('etag fn') as EtagFunction | undefined)?.(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
}

/**
 * A page as it is sent: its bytes, its ETag and each compressed form a client has asked for, each
 * made the first time it is needed. Kept with a kept page, a request for it costs a lookup, where
 * Express would hash the page and the compression middleware compress it for every request.
 */
class PageBody {
  readonly body: Buffer;
  readonly etag: string | undefined;
  private readonly encodings = new Map<Exclude<ContentCoding, 'identity'>, Buffer>();

  /** `etag`: the page's own (pageEtag), else Express's ETag of the bytes. */
  constructor(document: string, app: Application, etag?: string) {
    this.body = Buffer.from(document, 'utf8');
    this.etag = etag ?? pageEtag(app, this.body);
  }

  encoded(coding: ContentCoding): Buffer {
    if (coding === 'identity') return this.body;
    let bytes = this.encodings.get(coding);
    if (!bytes) {
      bytes = compress(this.body, coding);
      this.encodings.set(coding, bytes);
    }
    return bytes;
  }
}

/**
 * The compression middleware's own settings (zlib's default level, brotli quality 4), so a page
 * is sent in the same bytes as before: up to 500 pages are kept and each is made again after every
 * catalog change, so the slow highest settings the products list uses would cost more than they save.
 */
function compress(body: Buffer, coding: Exclude<ContentCoding, 'identity'>): Buffer {
  switch (coding) {
    case 'br':
      return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    case 'gzip':
      return gzipSync(body);
    case 'deflate':
      return deflateSync(body);
  }
}

/**
 * Sends a page as `response.type('html').send(document)` behind the compression middleware did
 * (pages now skip that middleware: see self-encoding-answers.ts): Express's ETag of the
 * uncompressed page, for every coding; 304 when the request's conditions name it (for a 2xx);
 * `Vary: Accept-Encoding`; the coding the middleware would have chosen, with HEAD and a page under
 * its threshold answered uncompressed, as it did. The status is the caller's.
 */
function sendPageBody(request: Request, response: Response, page: PageBody): void {
  if (page.etag) response.setHeader('ETag', page.etag);
  // Express's freshness check (If-None-Match, If-Modified-Since) against the headers set so far.
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  response.vary('Accept-Encoding');
  const coding =
    request.method === 'HEAD' || page.body.length < COMPRESSION_THRESHOLD_BYTES
      ? 'identity'
      : preferredCoding(request.headers['accept-encoding']);
  if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
  response.type('html').send(page.encoded(coding));
}

/** Made with a kept page and let go with it when the page cache drops it. */
const keptBodies = new WeakMap<CachedPage, PageBody>();

/** Sends a kept page from what was made the first time it was sent. */
export function sendKeptPage(request: Request, response: Response, page: CachedPage): void {
  let body = keptBodies.get(page);
  if (!body) {
    body = new PageBody(page.document, request.app, page.etag);
    keptBodies.set(page, body);
  }
  sendPageBody(request, response, body);
}

/** Sends a page rendered for this request alone (`etag`: as for a kept page). */
export function sendRenderedPage(request: Request, response: Response, document: string, etag?: string): void {
  sendPageBody(request, response, new PageBody(document, request.app, etag));
}
