import type { OfferedWindow } from '@shop/contracts/delivery-windows';
import { choiceOf, choiceValue, chosenOrEarliest } from './delivery-window-choice.js';

const offered = (windowId: number, date: string): OfferedWindow => ({
  windowId,
  date,
  startsAt: `${date}T15:00:00.000Z`,
  endsAt: `${date}T17:00:00.000Z`,
  label: `${date} window ${windowId}`,
  cutoffAt: `${date}T01:00:00.000Z`,
  cutoffLabel: 'Order by 8:00 PM the day before',
});

describe('a delivery window choice', () => {
  it('round-trips through an option value, and refuses a value that names no window', () => {
    expect(choiceOf(choiceValue({ windowId: 12, date: '2026-11-28' }))).toEqual({ windowId: 12, date: '2026-11-28' });
    for (const value of ['', '12', 'x:2026-11-28', '0:2026-11-28', '-3:2026-11-28'])
      expect(choiceOf(value)).toBeUndefined();
  });

  it('keeps the shopper’s pick while it is offered, else falls back to the earliest', () => {
    const windows = [offered(1, '2026-11-28'), offered(2, '2026-11-28'), offered(1, '2026-11-30')];
    expect(chosenOrEarliest(windows, { windowId: 1, date: '2026-11-30' })).toBe(windows[2]);
    expect(chosenOrEarliest(windows, { windowId: 9, date: '2026-11-30' })).toBe(windows[0]);
    expect(chosenOrEarliest(windows, undefined)).toBe(windows[0]);
    expect(chosenOrEarliest(undefined, { windowId: 1, date: '2026-11-28' })).toBeUndefined();
  });
});
