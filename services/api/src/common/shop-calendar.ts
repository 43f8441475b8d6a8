import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';
import { boundedMemo } from './bounded-memo.js';

/** "2026-11-23": the shop's date at this instant, wherever the server runs. */
export function shopDate(now: Date): string {
  return format(new TZDate(now, SHOP_TIME_ZONE), 'yyyy-MM-dd');
}

/** The instant a day (YYYY-MM-DD), or the day `addDays` after it, starts in the shop's time zone, daylight saving included. */
export function startOfShopDay(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + addDays, SHOP_TIME_ZONE).getTime());
}

/** The instant of a wall-clock minute of a shop day ("2026-11-28", 600 → 10:00 AM in Cumming that day). */
export function shopInstant(day: string, minuteOfDay: number): Date {
  return new Date(shopInstantMs(`${day}|${minuteOfDay}`));
}

/** Delivery offers convert the same few hundred day-and-minute pairs on every request. */
const shopInstantMs = boundedMemo(4_096, (key) => {
  const [day, minute] = key.split('|') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const minuteOfDay = Number(minute);
  return new TZDate(year, month - 1, date, Math.floor(minuteOfDay / 60), minuteOfDay % 60, SHOP_TIME_ZONE).getTime();
});

/** The calendar day `days` after a shop day, stepped by date, never by 24 hours (clock changes keep the date). */
export function addShopDays(day: string, days: number): string {
  return shopDayAfter(`${day}|${days}`);
}

const shopDayAfter = boundedMemo(4_096, (key) => {
  const [day, days] = key.split('|') as [string, string];
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + Number(days))).toISOString().slice(0, 10);
});

/** ISO weekday of a shop day: 1 = Monday … 7 = Sunday. */
export function shopWeekday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}
