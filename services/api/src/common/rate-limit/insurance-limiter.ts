import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * The in-memory limiter a RateLimiterRedis turns to when Redis fails (rate-limiter-flexible's
 * `insuranceLimiter`), telling `onUse` each time it answers, so the outage is seen, logged and
 * counted. Covers the operations RateLimitService makes.
 */
export class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>): ReturnType<RateLimiterMemory['consume']> {
    this.onUse();
    return super.consume(...args);
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>): ReturnType<RateLimiterMemory['reward']> {
    this.onUse();
    return super.reward(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>): ReturnType<RateLimiterMemory['delete']> {
    this.onUse();
    return super.delete(...args);
  }
}
