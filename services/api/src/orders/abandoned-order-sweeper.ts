import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock.js';
import { DatabaseOutage } from '../common/database/database-outage.js';
import { PeriodicJob } from '../common/periodic-job.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { OrdersService } from './orders.service.js';

const SWEEP_EVERY_SECONDS = 60;

/**
 * Once a minute, cancels card orders that never reached Stripe (see
 * OrdersService.cancelAbandonedCardOrders), so a crash between committing an order and creating
 * its Checkout Session never holds stock forever. Safe with any number of API processes.
 */
@Injectable()
export class AbandonedOrderSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AbandonedOrderSweeper.name);
  private readonly job = new PeriodicJob(() => this.sweepOnce());

  constructor(
    private readonly orders: OrdersService,
    private readonly metrics: MetricsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outage: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(SWEEP_EVERY_SECONDS, { runAtStart: false });
  }

  /** One sweep now (the timer's work); a sweep already running is joined, not doubled. */
  sweep(): Promise<number> {
    return this.job.tick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.job.stop();
  }

  private sweepOnce(): Promise<number> {
    return this.orders
      .cancelAbandonedCardOrders(this.clock.now())
      .then((cancelled) => {
        this.metrics.abandonedOrdersCancelled.inc(cancelled);
        return cancelled;
      })
      .catch((error: unknown) => {
        // The database being away is logged once for the outage; the next sweep finds the same orders.
        if (!this.outage.noticed(error)) this.logger.error(`Sweeping abandoned card orders failed: ${String(error)}`);
        return 0;
      });
  }
}
