/** The time, as the background jobs see it; tests give the app a clock they can move forward. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
