/**
 * Which sessions this process has written an expiry for recently, so a session read on every
 * request does not also cost a database write on every request. Two generations of `windowMs`:
 * a session is remembered for at least one window and at most two, so memory holds only the
 * sessions seen in the last two windows, with no timer.
 */
export class RecentTouches {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private rotatedAt: number;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.rotatedAt = now();
  }

  /** True when this session's expiry was written less than `windowMs` ago. */
  isFresh(sid: string): boolean {
    this.rotate();
    const at = this.current.get(sid) ?? this.previous.get(sid);
    return at !== undefined && this.now() - at < this.windowMs;
  }

  record(sid: string): void {
    this.rotate();
    this.current.set(sid, this.now());
  }

  forget(sid: string): void {
    this.current.delete(sid);
    this.previous.delete(sid);
  }

  private rotate(): void {
    const now = this.now();
    if (now - this.rotatedAt < this.windowMs) return;
    // Two windows or more since the last rotation: nothing in either generation is fresh.
    this.previous = now - this.rotatedAt < 2 * this.windowMs ? this.current : new Map();
    this.current = new Map();
    this.rotatedAt = now;
  }
}
