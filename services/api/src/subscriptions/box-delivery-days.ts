import { addShopDays, shopDate, shopInstant, shopWeekday } from '../common/shop-calendar.js';
import type { WeeklyWindow } from '../delivery/schedule/zone-windows.js';
import type { SubscriptionCycle } from './subscription-cycle.entity.js';

/** Boxes are delivered from their renewal's shop day (or today, for a box set aside late). */
export function firstDeliveryDay(cycle: SubscriptionCycle, now: Date): string {
  const renewal = shopDate(cycle.renewsAt);
  const today = shopDate(now);
  return renewal > today ? renewal : today;
}

/**
 * A box becomes an order at its renewal (pay on delivery, or when Stripe's invoice is paid), so
 * only a window starting after that moment (and after now) can take it: one on the renewal day
 * that starts earlier would leave without it.
 */
export function madeBy(cycle: SubscriptionCycle, now: Date): number {
  return Math.max(cycle.renewsAt.getTime(), now.getTime());
}

export function startsAfterMade(cycle: SubscriptionCycle, now: Date, window: { startsAt: Date }): boolean {
  return window.startsAt.getTime() > madeBy(cycle, now);
}

/** The usual window's day for a box: its first day from `day` starting after the box is made. */
export function usualDay(window: WeeklyWindow, day: string, after: number): string {
  const first = addShopDays(day, (window.weekday - shopWeekday(day) + 7) % 7);
  return shopInstant(first, window.startMinute).getTime() > after ? first : addShopDays(first, 7);
}
