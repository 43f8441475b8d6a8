import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { OrdersService } from './orders.service.js';

const SWEEP_EVERY_MS = 60_000;

/**
 * Once a minute, cancels card orders that never reached Stripe (see
 * OrdersService.cancelAbandonedCardOrders), so a crash between committing an order and creating
 * its Checkout Session never holds stock forever. Safe with any number of API processes.
 */
@Injectable()
export class AbandonedOrderSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AbandonedOrderSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly orders: OrdersService,
    private readonly metrics: MetricsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  /** One sweep now (the timer's work); a sweep already running is joined, not doubled. */
  sweep(): Promise<number> {
    this.running ??= this.orders
      .cancelAbandonedCardOrders(this.clock.now())
      .then((cancelled) => {
        this.metrics.abandonedOrdersCancelled.inc(cancelled);
        return cancelled;
      })
      .catch((error: unknown) => {
        this.logger.error(`Sweeping abandoned card orders failed: ${String(error)}`);
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
