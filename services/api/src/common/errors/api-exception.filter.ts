import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import type { ApiError, ApiErrorCode } from '@shop/contracts/errors';
import { sqlState } from '../database/postgres-errors.js';
import { DatabaseOutage } from '../database/database-outage.js';
import { databaseDown, isDatabaseUnavailable } from '../database/database-unavailable.js';
import { currentRequestContext } from '../../logging/request-context.js';
import { ShopError } from './shop-error.js';

/**
 * PostgreSQL errors that are the request's fault or a lost race, by SQLSTATE code or class. A
 * data exception (class 22: a value too long, out of range, a NUL in text...) is a 400, so even a
 * validation slip never turns bad input into a 500.
 */
function databaseErrorCode(sqlState: string): ApiErrorCode | undefined {
  if (sqlState.startsWith('22')) return 'INVALID_DATA';
  switch (sqlState) {
    case '23505':
      return 'ALREADY_EXISTS';
    case '23503':
      return 'RELATED_RECORD_MISSING';
    case '23502':
    case '23514':
      return 'RULE_VIOLATED';
    case '40001':
    case '40P01':
      return 'RETRY';
    default:
      return undefined;
  }
}

/** Express's body parser reports its failures with a `type`; each has its catalogue code. */
const BODY_PARSER_ERRORS: Record<string, ApiErrorCode> = {
  'entity.parse.failed': 'INVALID_JSON',
  'entity.too.large': 'BODY_TOO_LARGE',
  'charset.unsupported': 'UNSUPPORTED_MEDIA_TYPE',
  'encoding.unsupported': 'UNSUPPORTED_MEDIA_TYPE',
};

function bodyParserErrorCode(exception: unknown): ApiErrorCode | undefined {
  const type = (exception as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? BODY_PARSER_ERRORS[type] : undefined;
}

/** Nest's own HTTP exceptions (an unknown route, a JSON syntax error) by status. */
function httpExceptionCode(exception: HttpException): ApiErrorCode | undefined {
  const fromCause = bodyParserErrorCode(exception.cause);
  if (fromCause) return fromCause;
  if (exception.cause instanceof SyntaxError) return 'INVALID_JSON';
  switch (exception.getStatus()) {
    case 400:
      // E.g. a path parameter that is not valid percent-encoding ("/api/products/%").
      return 'VALIDATION_FAILED';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'BODY_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 412:
      return 'PRECONDITION_FAILED';
    case 416:
      return 'RANGE_NOT_SATISFIABLE';
    default:
      // A client error raised below the API (the file server refusing a request) is the client's
      // fault: answered as such and never logged as the server's failure.
      return exception.getStatus() >= 400 && exception.getStatus() < 500 ? 'REQUEST_REFUSED' : undefined;
  }
}

/**
 * A 400 Nest or Express raised before any schema ran: above all a path parameter that is not valid
 * percent-encoding ("/api/products/%"), which the router refuses itself.
 */
function nestValidationError(exception: HttpException): ShopError {
  const undecodable = exception.message.startsWith('Failed to decode param');
  const field = undecodable ? 'params' : '(request)';
  const message = undecodable ? 'The address is not valid percent-encoding' : exception.message;
  return new ShopError('VALIDATION_FAILED', `Invalid request ${field}: ${message}`, {
    fieldErrors: [{ field, message }],
    cause: exception,
  });
}

/** Any exception as the catalogue's error; what is not expected is an INTERNAL_ERROR. */
function toShopError(exception: unknown): ShopError {
  if (exception instanceof ShopError) return exception;
  // Before the SQLSTATE mapping: a lost connection is the server's state, not the request's fault.
  if (isDatabaseUnavailable(exception)) return databaseDown(exception);
  const state = sqlState(exception);
  const code =
    exception instanceof HttpException
      ? httpExceptionCode(exception)
      : state !== undefined
        ? databaseErrorCode(state)
        : bodyParserErrorCode(exception);
  if (code === 'VALIDATION_FAILED' && exception instanceof HttpException) return nestValidationError(exception);
  return new ShopError(code ?? 'INTERNAL_ERROR', undefined, { cause: exception });
}

function errorBody(error: ShopError): ApiError {
  const status = error.getStatus();
  const requestId = currentRequestContext()?.requestId;
  return {
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message: error.message,
    code: error.code,
    ...(error.details.fieldErrors ? { fieldErrors: error.details.fieldErrors } : {}),
    ...(error.details.deliveryWindows ? { deliveryWindows: error.details.deliveryWindows } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/**
 * The one place that turns exceptions into HTTP answers, all in the contracts' ApiError shape.
 * Expected errors carry their code and message; anything unexpected is logged in full and
 * answered with a generic 500 that reveals nothing of the server. The database being unreachable
 * (on any route, the session lookup included) is a 503 DATABASE_DOWN, logged once per outage by
 * DatabaseOutage rather than once per request.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  constructor(private readonly outage: DatabaseOutage) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const error = toShopError(exception);
    if (error.code === 'DATABASE_DOWN') this.outage.noticed(error.details.cause);
    if (error.code === 'INTERNAL_ERROR') this.logger.error(exception instanceof Error ? exception : String(exception));
    sendApiError(response, error);
  }
}

/** Answers with an error in the contracts' shape; also used by middleware that runs before Nest's routing. */
export function sendApiError(response: Response, error: ShopError): void {
  if (error.details.retryAfterSeconds !== undefined) {
    response.setHeader('Retry-After', String(error.details.retryAfterSeconds));
  }
  // Headers a handler declared for its success (an image type, a long cache life) do not
  // describe an error: errors are JSON and are never cached.
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.status(error.getStatus()).json(errorBody(error));
}
