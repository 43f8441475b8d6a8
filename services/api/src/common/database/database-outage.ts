import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource } from 'typeorm';
import { outsideRequestContext } from '../../logging/request-context.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { isDatabaseUnavailable, unavailableReason } from './database-unavailable.js';

/** While the database is away, how often this process asks whether it is back. */
const PROBE_EVERY_MS = 1_000;

/**
 * What this process knows of the database being away. The first failure of an outage is logged
 * once (an error); every later one is only counted, so a busy shop does not write a line per
 * refused request. While it lasts, a probe (`SELECT 1` every second) watches for the end, which is
 * logged once more with how long it lasted and how many requests and job runs it failed. Nothing
 * here recovers anything: the pool replaces broken connections by itself on their next use.
 */
@Injectable()
export class DatabaseOutage implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseOutage.name);
  private readonly reachable: Gauge;
  private since: number | undefined;
  private failures = 0;
  private probe: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    metrics: MetricsService,
  ) {
    this.reachable = new Gauge({
      name: 'shop_database_reachable',
      help: '0 from a request or job that could not reach the database until a query succeeds again, else 1',
      registers: [metrics.registry],
    });
    this.reachable.set(1);
  }

  /** Whether an outage is going on, as far as this process has seen. */
  get down(): boolean {
    return this.since !== undefined;
  }

  /**
   * Whether `error` is the database being unreachable. If it is, it counts against the outage
   * (which begins, and is logged, with its first failure); any other error is the caller's to report.
   */
  noticed(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    this.failures += 1;
    if (this.since === undefined && !this.stopped) {
      this.since = Date.now();
      this.reachable.set(0);
      this.logger.error(
        `The database is unreachable (${unavailableReason(error)}): requests answer 503 DATABASE_DOWN and ` +
          'background jobs wait for their next run until it answers again',
      );
      this.scheduleProbe();
    }
    return true;
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.probe);
  }

  private scheduleProbe(): void {
    // The probe belongs to no request, though the first one to fail started it.
    this.probe = outsideRequestContext(() => setTimeout(() => void this.checkOnce(), PROBE_EVERY_MS).unref());
  }

  private async checkOnce(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      this.scheduleProbe();
      return;
    }
    const seconds = ((Date.now() - this.since!) / 1000).toFixed(1);
    this.logger.log(
      `The database answers again after ${seconds} s; ${this.failures} request(s) and job run(s) failed meanwhile`,
    );
    this.since = undefined;
    this.failures = 0;
    this.reachable.set(1);
  }
}
