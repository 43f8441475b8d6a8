import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { RATE_LIMITS, type RateLimitName } from './rate-limits.js';

export interface LimitState {
  blocked: boolean;
  retryAfterSeconds: number;
}

@Injectable()
export class RateLimitService implements OnApplicationShutdown {
  private readonly redis: Redis | undefined;
  private readonly limiters: Record<RateLimitName, RateLimiterMemory | RateLimiterRedis>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false })
      : undefined;
    this.limiters = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([name, limit]) => {
        const options = {
          keyPrefix: `shop:${name}`,
          points: limit.points,
          duration: limit.durationSeconds,
          blockDuration: limit.blockSeconds,
        };
        return [
          name,
          this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options),
        ];
      }),
    ) as Record<RateLimitName, RateLimiterMemory | RateLimiterRedis>;
  }

  /** Counts one event; blocked once the limit is passed. */
  async consume(name: RateLimitName, key: string): Promise<LimitState> {
    try {
      await this.limiters[name].consume(key);
      return { blocked: false, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return { blocked: true, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
      }
      throw rejection; // the store failed: an operator must see it
    }
  }

  /** Whether the next event for the key would be refused, without counting anything. */
  async peek(name: RateLimitName, key: string): Promise<LimitState> {
    const state = await this.limiters[name].get(key);
    const limit = RATE_LIMITS[name].points;
    if (state && state.consumedPoints >= limit) {
      return { blocked: true, retryAfterSeconds: Math.ceil(state.msBeforeNext / 1000) };
    }
    return { blocked: false, retryAfterSeconds: 0 };
  }

  reset(name: RateLimitName, key: string): Promise<boolean> {
    return this.limiters[name].delete(key);
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
