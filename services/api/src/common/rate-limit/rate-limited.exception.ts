import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds to wait; the exception filter turns them into a Retry-After header. */
export class RateLimitedException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, code: 'RATE_LIMITED' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
