import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { InsuranceLimiter } from './insurance-limiter.js';
import { perProcessPoints } from './per-process-points.js';
import { connectRateLimitRedis, whenReady } from './rate-limit-redis.js';
import type { RateLimitName } from './rate-limits.js';
import { StoreFallback } from './store-fallback.js';

export interface LimitState {
  blocked: boolean;
  retryAfterSeconds: number;
}

/**
 * The shop's rate limits. With REDIS_URL the counters are in Redis, shared by every process; while
 * Redis does not answer, each process counts in its own memory at 1/CLUSTER_PROCESSES of each
 * limit, so the limits hold (a little stricter) and no request fails or waits for Redis. Without
 * REDIS_URL the counters are in memory, divided the same way.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnApplicationShutdown {
  private readonly redis: Redis | undefined;
  private readonly fallback: StoreFallback | undefined;
  private readonly limiters: Record<RateLimitName, RateLimiterMemory | RateLimiterRedis>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, metrics: MetricsService) {
    if (config.redisUrl) {
      this.fallback = new StoreFallback(metrics, config.clusterProcesses);
      this.redis = connectRateLimitRedis(config.redisUrl, this.fallback);
    }
    this.limiters = Object.fromEntries(
      Object.entries(config.rateLimits).map(([name, limit]) => {
        const options = {
          keyPrefix: `${config.redisKeyPrefix}:${name}`,
          points: limit.points,
          duration: limit.durationSeconds,
          blockDuration: limit.durationSeconds,
        };
        const inMemory = { ...options, points: perProcessPoints(limit.points, config.clusterProcesses) };
        const { redis, fallback } = this;
        if (!redis || !fallback) return [name, new RateLimiterMemory(inMemory)];
        return [
          name,
          new RateLimiterRedis({
            ...options,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: new InsuranceLimiter(inMemory, () => fallback.used()),
          }),
        ];
      }),
    ) as Record<RateLimitName, RateLimiterMemory | RateLimiterRedis>;
  }

  /**
   * Gives Redis a moment to connect at start, so the first requests are counted in Redis instead
   * of being taken for an outage; a Redis that is down does not hold the start up for longer.
   */
  async onModuleInit(): Promise<void> {
    if (this.redis) await whenReady(this.redis);
  }

  /**
   * Counts one event and says whether it is over the limit. Counting is atomic (in memory, or one
   * Redis command), so a burst of simultaneous events is counted exactly like a sequence.
   */
  consume(name: RateLimitName, key: string): Promise<LimitState> {
    return this.watched(async () => {
      try {
        await this.limiters[name].consume(key);
        return { blocked: false, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { blocked: true, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
        }
        throw rejection; // not a store failure (those go to the insurance limiter): a bug to see
      }
    });
  }

  /** Gives back one event counted by consume (the attempt turned out not to count). */
  async giveBack(name: RateLimitName, key: string): Promise<void> {
    await this.watched(() => this.limiters[name].reward(key, 1));
  }

  reset(name: RateLimitName, key: string): Promise<boolean> {
    return this.watched(() => this.limiters[name].delete(key));
  }

  /** Runs one limiter call; if no insurance limiter answered during it, Redis did. */
  private async watched<T>(operation: () => Promise<T>): Promise<T> {
    const fallbacksBefore = this.fallback?.uses;
    const result = await operation();
    if (this.fallback && this.fallback.uses === fallbacksBefore) this.fallback.storeAnswered();
    return result;
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
