import { ShopError } from '../errors/shop-error.js';

/** 429 with the seconds to wait, sent as Retry-After. */
export function rateLimited(message: string, retryAfterSeconds: number): ShopError {
  return new ShopError('RATE_LIMITED', `${message} ${waitMessage(retryAfterSeconds)}`, { retryAfterSeconds });
}

function waitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
