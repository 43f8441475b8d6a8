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
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { OpenCheckouts } from './open-checkouts.js';
import { RenewalReminders } from './renewal-reminders.js';
import { type RenewalRun, RenewalsService } from './renewals.service.js';

/**
 * Runs the due renewal work every SUBSCRIPTION_SCHEDULER_SECONDS (and once at start, which catches
 * up after downtime), closes card checkouts left open past their expiry, and enqueues the renewal
 * reminders (RenewalReminders). The timer only says when to look; what is due, and that it is done once, is
 * decided by the database (see RenewalsService), so any number of API processes may run it.
 */
@Injectable()
export class RenewalScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RenewalScheduler.name);
  private readonly job = new PeriodicJob(() => this.runOnce());

  constructor(
    private readonly renewals: RenewalsService,
    private readonly openCheckouts: OpenCheckouts,
    private readonly reminders: RenewalReminders,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outage: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.subscriptions.schedulerSeconds, { runAtStart: true });
  }

  /** One run now; a run already going is joined, not doubled. */
  tick(): Promise<RenewalRun> {
    return this.job.tick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.job.stop();
  }

  private runOnce(): Promise<RenewalRun> {
    const now = this.clock.now();
    return (
      this.openCheckouts
        .sweep(now)
        .then(() => this.renewals.runDue(now))
        // After the run: a box it just locked is past its cutoff and gets no reminder.
        .then(async (run) => {
          await this.reminders.sendDue(now);
          return run;
        })
        .catch((error: unknown) => {
          // The database being away is logged once for the outage; the next run catches up.
          if (!this.outage.noticed(error)) this.logger.error(`Renewal run failed: ${String(error)}`);
          return { subscriptions: 0 };
        })
    );
  }
}
