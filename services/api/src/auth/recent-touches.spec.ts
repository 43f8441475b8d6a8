import { RecentTouches } from './recent-touches.js';

describe('RecentTouches', () => {
  let now = 0;
  const touches = () => new RecentTouches(60_000, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('knows nothing of a session it has not recorded', () => {
    expect(touches().isFresh('a')).toBe(false);
  });

  it('keeps a session fresh until a full window after it was recorded, and not a millisecond longer', () => {
    const recent = touches();
    recent.record('a');
    now += 59_999;
    expect(recent.isFresh('a')).toBe(true);
    now += 1;
    expect(recent.isFresh('a')).toBe(false);
  });

  it('remembers a session recorded just before the generations rotate', () => {
    const recent = touches();
    now += 59_000;
    recent.record('a');
    now += 2_000; // rotated: 'a' now lives in the previous generation
    expect(recent.isFresh('a')).toBe(true);
    recent.record('b');
    now += 58_000; // rotated again: 'a' dropped, 'b' kept
    expect(recent.isFresh('a')).toBe(false);
    expect(recent.isFresh('b')).toBe(true);
  });

  it('drops everything after two idle windows', () => {
    const recent = touches();
    recent.record('a');
    now += 120_000;
    expect(recent.isFresh('a')).toBe(false);
  });

  it('forgets a destroyed session at once', () => {
    const recent = touches();
    recent.record('a');
    recent.forget('a');
    expect(recent.isFresh('a')).toBe(false);
  });
});
