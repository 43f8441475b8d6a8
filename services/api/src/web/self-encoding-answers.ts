import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';
import { isPagePath } from './page-paths.js';

/** The kept products list, under /api (Express matches case-insensitively; a trailing slash too). */
const KEPT_API_PATHS = new Set(['/api/products']);

/**
 * A test of whether a request is answered by code that compresses its own answer, so the
 * compression middleware can be left out: a GET or HEAD of the kept products list
 * (send-serialised-json.ts) or of a page the page responder answers (page-body.ts). Both send
 * what the middleware would (the coding it would choose, `Vary: Accept-Encoding`), a kept answer
 * from bytes compressed once. The middleware cost a fifth of a kept answer even when it left it
 * alone: it wraps five of the response's methods and negotiates, for every request. Their error
 * answers (small, never stored: `Cache-Control: no-store`) lose nothing but its `Vary`.
 */
function answersEncodingThemselves(config: AppConfig): (request: Request) => boolean {
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.path.toLowerCase();
    if (KEPT_API_PATHS.has(path.endsWith('/') ? path.slice(0, -1) : path)) return true;
    return config.serveWeb && isPagePath(request.path);
  };
}

/** The compression middleware, for every answer but those that compress themselves. */
export function compressAnswers(config: AppConfig) {
  const compress = compression();
  const encodesItself = answersEncodingThemselves(config);
  return (request: Request, response: Response, next: NextFunction) =>
    encodesItself(request) ? next() : compress(request, response, next);
}
