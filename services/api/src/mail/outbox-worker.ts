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
import { type ClaimedEmail, OutboxClaims } from './outbox-claims.js';
import { SmtpSender } from './smtp-sender.js';

/** What one run did: e-mails sent, tries that failed (to be retried or given up). */
export interface MailRun {
  sent: number;
  failed: number;
}

/** E-mails claimed at a time: a few, so a slow server does not hold many claims at once. */
const BATCH_SIZE = 5;

/**
 * Sends the outbox every MAIL_WORKER_SECONDS (and once at start, catching up after downtime), when
 * SMTP_URL is set. The timer only says when to look; OutboxClaims decides who sends what, so any
 * number of API processes — or runs — send each e-mail once. On shutdown no new e-mail is claimed
 * and the sends in flight finish (bounded by the SMTP timeouts).
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxWorker.name);
  private readonly job = new PeriodicJob(() => this.run());
  private readonly runs = new Set<Promise<MailRun>>();
  private stopping = false;
  /**
   * E-mails sent whose "sent" could not be written (the database went away meanwhile), with when
   * they went. Written first thing on a later run, so they are not sent again once their claim
   * lapses; only a process that stops before then sends them twice.
   */
  private readonly sentUnwritten = new Map<number, { email: ClaimedEmail; sentAt: Date }>();

  constructor(
    private readonly claims: OutboxClaims,
    private readonly sender: SmtpSender,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outage: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.mail.workerSeconds;
    if (!this.sender.configured) {
      this.logger.log('SMTP_URL is not set: e-mails wait in the outbox');
      return;
    }
    this.job.start(seconds, { runAtStart: true });
  }

  /** The timer's run: one at a time in this process (a run still going is joined, not doubled). */
  tick(): Promise<MailRun> {
    return this.job.tick();
  }

  /** Sends every due e-mail, batch by batch. Safe beside other runs here or in other processes. */
  run(): Promise<MailRun> {
    const run = this.sendDue()
      .catch((error: unknown) => {
        // The database being away is logged once for the outage; the next run sends what waits.
        if (!this.outage.noticed(error)) this.logger.error(`E-mail run failed: ${String(error)}`);
        return { sent: 0, failed: 0 };
      })
      .finally(() => this.runs.delete(run));
    this.runs.add(run);
    return run;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.job.stop();
    await Promise.all(this.runs);
  }

  private async sendDue(): Promise<MailRun> {
    const result: MailRun = { sent: 0, failed: 0 };
    if (!this.sender.configured) return result;
    for (const [id, { email, sentAt }] of this.sentUnwritten) {
      await this.claims.markSent(email, sentAt);
      this.sentUnwritten.delete(id);
    }
    while (!this.stopping) {
      const batch = await this.claims.claimDue(this.clock.now(), BATCH_SIZE);
      if (batch.length === 0) break;
      for (const email of batch) {
        if (await this.sendOne(email)) result.sent += 1;
        else result.failed += 1;
      }
    }
    return result;
  }

  /**
   * One claimed e-mail, start to end. Once claimed it is always tried, even during shutdown: a
   * claim left behind would hold the e-mail for the whole lease.
   */
  private async sendOne(email: ClaimedEmail): Promise<boolean> {
    try {
      await this.sender.send({ to: email.toAddress, subject: email.subject, text: email.textBody });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await this.claims.markFailed(email, message, this.clock.now());
      const next = status === 'failed' ? 'given up' : 'will retry';
      this.logger.warn(
        `E-mail ${email.id} (${email.kind}) not sent, try ${email.attempts} of ${this.config.mail.maxAttempts}, ${next}: ${message}`,
      );
      return false;
    }
    const sentAt = this.clock.now();
    try {
      await this.claims.markSent(email, sentAt);
    } catch {
      // Sent all the same; the rest of the batch is sent too, and the next claim finds the database away.
      this.sentUnwritten.set(email.id, { email, sentAt });
    }
    this.logger.log(`E-mail ${email.id} (${email.kind}) sent, try ${email.attempts}`);
    return true;
  }
}
