import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from './app-logger.js';
import { runInRequestContext, type RequestContext } from './request-context.js';

/** A request id a proxy or client sent that is safe to repeat in logs and answers. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;
const REQUEST_ID_HEADER = 'X-Request-Id';
/** Liveness and load-balancer probes arrive every second or few and say nothing. */
const UNLOGGED_URLS = new Set(['/api/health/live', '/api/health/serving']);

function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The request's id, and a logger bound to it made the first time something logs while the
 * request runs: most requests log nothing but their closing line, and a pino child logger for each
 * would be made for nothing.
 */
class HttpRequestContext implements RequestContext {
  private child: Logger | undefined;

  constructor(
    readonly requestId: string,
    private readonly root: Logger,
  ) {}

  get logger(): Logger {
    this.child ??= this.root.child({ requestId: this.requestId });
    return this.child;
  }
}

/**
 * One log line per request (method, route, status, time) and a request id for everything the
 * request causes: taken from X-Request-Id when a proxy sent a sane one, otherwise new; echoed in
 * the answer's X-Request-Id header, in every log line written while the request runs, and in error
 * bodies, so a shopper's error report leads straight to its log lines.
 *
 * The closing line is the one pino-http wrote (decision 9), written straight through pino since
 * decision 18: at info, warn for a 4xx and a 503, error for another 5xx ("request errored", with an
 * `err`); the request as it arrived (method, and address with credentials redacted),
 * `res.statusCode` and `responseTime` in milliseconds. It costs one object and one listener per
 * request, no logger.
 */
export function httpLogging(root: Logger) {
  // The closing lines hold no headers, so they skip the root's redaction of header paths, which
  // would otherwise look through every line (a third of a line's cost); every other line keeps it.
  const lines = root.child({}, { redact: [] });
  return (request: Request, response: Response, next: NextFunction) => {
    const requestId = requestIdOf(request);
    response.setHeader(REQUEST_ID_HEADER, requestId);
    // Silent (tests, benchmarks): no line could be written, so nothing is timed.
    if (!UNLOGGED_URLS.has(request.url) && root.isLevelEnabled('error')) {
      const startedAt = Date.now();
      const req = { method: request.method, url: redactUrl(request.originalUrl) };
      // 'close' comes once, after 'finish', and also when the client goes away before the answer is done.
      response.on('close', () => {
        const statusCode = response.statusCode;
        const line = { requestId, req, res: { statusCode }, responseTime: Date.now() - startedAt };
        // A 503 is the server's state (the database away, a shutdown), logged once where it begins.
        if (statusCode >= 500 && statusCode !== 503)
          lines.error({ ...line, err: new Error(`failed with status code ${statusCode}`) }, 'request errored');
        else if (statusCode >= 400) lines.warn(line, 'request completed');
        else lines.info(line, 'request completed');
      });
    }
    runInRequestContext(new HttpRequestContext(requestId, root), next);
  };
}
