import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { RateLimitName } from './rate-limits.js';

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
      Object.entries(config.rateLimits).map(([name, limit]) => {
        const options = {
          keyPrefix: `shop:${name}`,
          points: limit.points,
          duration: limit.durationSeconds,
          blockDuration: limit.durationSeconds,
        };
        return [
          name,
          this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options),
        ];
      }),
    ) as Record<RateLimitName, RateLimiterMemory | RateLimiterRedis>;
  }

  /**
   * Counts one event and says whether it is over the limit. Counting is atomic (in memory, or one
   * Redis command), so a burst of simultaneous events is counted exactly like a sequence.
   */
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

  /** Gives back one event counted by consume (the attempt turned out not to count). */
  async giveBack(name: RateLimitName, key: string): Promise<void> {
    await this.limiters[name].reward(key, 1);
  }

  reset(name: RateLimitName, key: string): Promise<boolean> {
    return this.limiters[name].delete(key);
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
