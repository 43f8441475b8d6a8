import { Logger } from '@nestjs/common';

const logger = new Logger('PeriodicJob');

/**
 * Work the API does on a timer (the renewal run, the abandoned-order sweep, the e-mail outbox).
 * One run at a time in this process: a tick while a run is going joins it instead of starting a
 * second. The timer never keeps the process alive, and stopping waits for the run in flight, so a
 * shutdown never cuts a run off mid-transaction. Whether other processes run the same work at the
 * same time is each job's own business (they all let the database decide).
 */
export class PeriodicJob<Result> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<Result> | undefined;

  /** `work` must not reject: each job logs its own failure and answers what a failed run counts as. */
  constructor(private readonly work: () => Promise<Result>) {}

  /** Ticks every `seconds` (0: never), and once now when `runAtStart` (catching up after downtime). */
  start(seconds: number, { runAtStart }: { runAtStart: boolean }): void {
    if (seconds === 0) return;
    if (runAtStart) this.tickFromTimer();
    this.timer = setInterval(() => this.tickFromTimer(), seconds * 1000).unref();
  }

  /**
   * A timer's run. Should `work` break its promise and reject, the rejection is logged here: an
   * unhandled one would end the process, and the next tick tries again anyway.
   */
  private tickFromTimer(): void {
    this.tick().catch((error: unknown) => logger.error(`A background job failed: ${String(error)}`));
  }

  /** One run now, or the one already going. */
  tick(): Promise<Result> {
    this.running ??= this.work().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
