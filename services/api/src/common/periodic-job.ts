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
    if (runAtStart) void this.tick();
    this.timer = setInterval(() => void this.tick(), seconds * 1000).unref();
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
