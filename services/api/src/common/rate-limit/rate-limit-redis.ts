import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { StoreFallback } from './store-fallback.js';

/**
 * How long a request may wait for one Redis command. A rate-limit check is one short script that
 * Redis answers in well under a millisecond; past this the request is counted in memory instead.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * The Redis connection of the rate limiters, set up to fail fast, so a Redis outage costs a
 * request at most REDIS_COMMAND_TIMEOUT_MS and never an error:
 *
 * - no offline queue: while disconnected a command fails at once instead of waiting for the
 *   reconnection (and the limiters skip Redis altogether, rejectIfRedisNotReady);
 * - a command timeout, and a socket timeout that drops a connection Redis stopped answering on, so
 *   the commands after it fail at once instead of each waiting out the timeout;
 * - commands in flight when the connection dropped are not sent again after it returns: their
 *   requests were counted in memory already, and a late count would be a second one;
 * - ioredis reconnects by itself, forever, with its default backoff (up to 2 s between tries).
 */
export function connectRateLimitRedis(url: string, fallback: StoreFallback): Redis {
  const logger = new Logger('RateLimitService');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    socketTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2 * REDIS_COMMAND_TIMEOUT_MS,
    autoResendUnfulfilledCommands: false,
    lazyConnect: false,
  });
  // Without a listener ioredis prints every failed reconnection to stderr; the outage is logged
  // once by StoreFallback, which names the latest of these errors.
  redis.on('error', (error: Error) => {
    fallback.storeError(error);
    logger.debug(`Redis connection error: ${error.message}`);
  });
  redis.on('ready', () => fallback.storeAnswered());
  return redis;
}

/** Resolves once the connection is ready, or after the connect timeout, whichever comes first. */
export function whenReady(redis: Redis, timeoutMs = 2 * REDIS_COMMAND_TIMEOUT_MS): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}
