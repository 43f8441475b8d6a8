import { Logger } from '@nestjs/common';
import type { MetricsService } from '../../metrics/metrics.service.js';

/**
 * Whether this process counts its rate limits in Redis or, while Redis does not answer, in its
 * own memory (each limiter's insurance limiter). An outage is logged once when it begins (warn)
 * and once when Redis answers again (info), however many requests fall back in between, and
 * counted in shop_rate_limit_store_fallbacks_total with shop_rate_limit_store_fallback_active
 * showing the state.
 */
export class StoreFallback {
  private readonly logger = new Logger('RateLimitService');
  private fallingBack = false;
  private lastStoreError: string | undefined;
  /**
   * Operations answered from memory so far. A call during which it did not move was answered by
   * Redis: that is how a process notices the end of an outage even when the connection never
   * dropped (a Redis that stopped answering, then answered again).
   */
  uses = 0;

  constructor(
    private readonly metrics: MetricsService,
    private readonly processes: number,
  ) {}

  /** The client's own error events: the latest one names the cause in the warning. */
  storeError(error: Error): void {
    this.lastStoreError = error.message;
  }

  /** An insurance limiter answered instead of Redis. */
  used(): void {
    this.uses += 1;
    if (this.fallingBack) return;
    this.fallingBack = true;
    this.metrics.rateLimitStoreFallbacks.inc();
    this.metrics.rateLimitStoreFallbackActive.set(1);
    const cause = this.lastStoreError ? ` (${this.lastStoreError})` : '';
    this.logger.warn(
      `Redis does not answer${cause}: rate limits are counted in this process until it does, ` +
        `each at 1/${this.processes} of its limit (CLUSTER_PROCESSES=${this.processes})`,
    );
  }

  /** Redis answered (or its connection is ready again): the shared counters are in use. */
  storeAnswered(): void {
    if (!this.fallingBack) return;
    this.fallingBack = false;
    this.lastStoreError = undefined;
    this.metrics.rateLimitStoreFallbackActive.set(0);
    this.logger.log('Redis answers again: rate limits are counted in Redis, shared by every process');
  }
}
