import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';

/** "2026-11-23": the shop's date at this instant, wherever the server runs. */
export function shopDate(now: Date): string {
  return format(new TZDate(now, SHOP_TIME_ZONE), 'yyyy-MM-dd');
}

/** The instant a day (YYYY-MM-DD), or the day `addDays` after it, starts in the shop's time zone, daylight saving included. */
export function startOfShopDay(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + addDays, SHOP_TIME_ZONE).getTime());
}
