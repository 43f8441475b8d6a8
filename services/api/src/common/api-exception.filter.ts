import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { QueryFailedError } from 'typeorm';
import type { ApiError, FieldError } from '@shop/contracts/errors';
import { RateLimitedException } from './rate-limit/rate-limited.exception.js';

/** PostgreSQL error codes the shop answers as client errors instead of 500s. */
const databaseErrorStatus: Record<string, { status: number; message: string; code: string }> = {
  '23505': { status: 409, message: 'That record already exists.', code: 'UNIQUE_VIOLATION' },
  '23503': { status: 409, message: 'A related record does not exist.', code: 'FOREIGN_KEY_VIOLATION' },
  '23514': { status: 409, message: 'The change breaks a rule of the shop.', code: 'CHECK_VIOLATION' },
  '40001': { status: 409, message: 'Please retry: the data changed meanwhile.', code: 'SERIALIZATION_FAILURE' },
  '40P01': { status: 409, message: 'Please retry: the data changed meanwhile.', code: 'DEADLOCK' },
};

function errorBody(
  status: number,
  message: string,
  extra: { code?: string; fieldErrors?: FieldError[] } = {},
): ApiError {
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message, ...extra };
}

/**
 * The one place that turns exceptions into HTTP answers, all in the contracts' ApiError shape.
 * Expected errors carry their message; anything unexpected is logged in full and answered with a
 * generic 500 that reveals nothing of the server.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger(ApiExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (exception instanceof RateLimitedException) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === HttpStatus.INTERNAL_SERVER_ERROR) return errorBody(status, 'Internal server error');
      // Express's body parser failed on the JSON: say so without echoing parser internals.
      if (exception.cause instanceof SyntaxError) return errorBody(status, 'Request body is not valid JSON');
      const answer = exception.getResponse();
      if (typeof answer === 'string') return errorBody(status, answer);
      const { message, code, fieldErrors } = answer as { message?: unknown; code?: string; fieldErrors?: FieldError[] };
      const text = Array.isArray(message)
        ? message.join('; ')
        : typeof message === 'string'
          ? message
          : exception.message;
      return errorBody(status, text, { ...(code ? { code } : {}), ...(fieldErrors ? { fieldErrors } : {}) });
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string } | undefined)?.code ?? '';
      const known = databaseErrorStatus[code];
      if (known) return errorBody(known.status, known.message, { code: known.code });
    }
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}
