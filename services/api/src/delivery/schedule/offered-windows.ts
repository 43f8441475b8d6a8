import { addShopDays, shopDate, shopInstant, shopWeekday } from '../../common/shop-calendar.js';
import type { CutoffKind } from './delivery-zone.entity.js';

export interface WeeklyWindow {
  id: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  capacity: number;
}

export interface ZoneCutoff {
  cutoffKind: CutoffKind;
  cutoffMinute: number | null;
  cutoffHours: number | null;
}

/** A closure already narrowed to one zone: `windowId` none closes every window of the days. */
export interface ClosedDays {
  windowId: number | null;
  fromDate: string;
  toDate: string;
}

export interface DatedOffer {
  windowId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  cutoffAt: Date;
  capacity: number;
  placesLeft: number;
}

export interface OfferInput {
  windows: readonly WeeklyWindow[];
  cutoff: ZoneCutoff;
  closures: readonly ClosedDays[];
  /** Places taken, by `bookingKey(windowId, date)`. */
  booked: ReadonlyMap<string, number>;
  now: Date;
  /** Shop days searched, today included. */
  days: number;
  /** The first day to search (default today); boxes search from their renewal date. */
  fromDate?: string;
}

export const bookingKey = (windowId: number, date: string) => `${windowId}:${date}`;

/**
 * When orders for a dated window close. A day-before cutoff is a wall time on the calendar day
 * before (so 8 PM stays 8 PM across a clock change); an hours-before cutoff counts elapsed hours.
 */
export function cutoffOf(cutoff: ZoneCutoff, date: string, startsAt: Date): Date {
  if (cutoff.cutoffKind === 'day_before_at') return shopInstant(addShopDays(date, -1), cutoff.cutoffMinute ?? 0);
  return new Date(startsAt.getTime() - (cutoff.cutoffHours ?? 0) * 3_600_000);
}

export function isClosed(closures: readonly ClosedDays[], windowId: number, date: string): boolean {
  return closures.some(
    (closure) =>
      (closure.windowId === null || closure.windowId === windowId) &&
      closure.fromDate <= date &&
      date <= closure.toDate,
  );
}

/**
 * The dated windows of a zone still taking orders: not closed, before their cutoff (open at
 * 19:59:59, shut at 20:00:00), earliest first, each with the places left (none left included:
 * the chat says "Saturday is full"; checkout shows only those with room).
 */
export function offeredWindows(input: OfferInput): DatedOffer[] {
  const first = input.fromDate && input.fromDate > shopDate(input.now) ? input.fromDate : shopDate(input.now);
  const offers: DatedOffer[] = [];
  for (let step = 0; step < input.days; step += 1) {
    const date = addShopDays(first, step);
    const weekday = shopWeekday(date);
    for (const window of input.windows) {
      if (window.weekday !== weekday || isClosed(input.closures, window.id, date)) continue;
      const startsAt = shopInstant(date, window.startMinute);
      const cutoffAt = cutoffOf(input.cutoff, date, startsAt);
      if (input.now.getTime() >= cutoffAt.getTime()) continue;
      const taken = input.booked.get(bookingKey(window.id, date)) ?? 0;
      offers.push({
        windowId: window.id,
        date,
        startsAt,
        endsAt: shopInstant(date, window.endMinute),
        cutoffAt,
        capacity: window.capacity,
        placesLeft: Math.max(0, window.capacity - taken),
      });
    }
  }
  return offers.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.windowId - b.windowId);
}
