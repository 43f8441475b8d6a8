import type { NextFunction, Request, Response } from 'express';
import { hasDotSegment } from '@shop/contracts/url-paths';
import { sendApiError } from '../common/errors/api-exception.filter.js';
import { ShopError } from '../common/errors/shop-error.js';

const DOT_SEGMENT_MESSAGE = 'The address has a "." or ".." segment.';

/**
 * Refuses a path with a dot segment, literal or percent-encoded, with one 400 before any static
 * folder or route sees it: a file server's own refusal would otherwise surface as a server error,
 * and a flood of such requests now writes warning lines, never error lines with stack traces.
 */
export function refuseDotSegments() {
  return (request: Request, response: Response, next: NextFunction): void => {
    const rawPath = request.originalUrl.split('?', 1)[0] ?? '';
    if (!hasDotSegment(rawPath)) return next();
    sendApiError(
      response,
      new ShopError('VALIDATION_FAILED', `Invalid request path: ${DOT_SEGMENT_MESSAGE}`, {
        fieldErrors: [{ field: 'path', message: DOT_SEGMENT_MESSAGE }],
      }),
    );
  };
}
