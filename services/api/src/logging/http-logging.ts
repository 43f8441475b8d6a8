import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp, stdSerializers } from 'pino-http';
import { redactUrl } from './app-logger.js';
import { runInRequestContext } from './request-context.js';

/** A request id a proxy or client sent that is safe to repeat in logs and answers. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;
const REQUEST_ID_HEADER = 'X-Request-Id';

function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && ACCEPTED_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * One log line per request (method, route, status, time) and a request id for everything the
 * request causes: taken from X-Request-Id when a proxy sent a sane one, otherwise new; echoed in
 * the answer's X-Request-Id header, in every log line written while the request runs, and in error
 * bodies, so a shopper's error report leads straight to its log lines.
 */
export function httpLogging(logger: Logger) {
  const logRequest = pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const id = requestIdOf(request);
      response.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId' },
    // Lines written during the request carry only its id; the closing line has the details.
    quietReqLogger: true,
    // Liveness probes arrive every few seconds and say nothing.
    autoLogging: { ignore: (request) => request.url === '/api/health/live' },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (request: IncomingMessage) => {
        const { method, url, remoteAddress } = stdSerializers.req(request);
        return { method, url: redactUrl(url), remoteAddress };
      },
      res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
    },
  });
  return (request: Request, response: Response, next: NextFunction) => {
    logRequest(request, response);
    runInRequestContext({ requestId: String(request.id), logger: request.log }, next);
  };
}
