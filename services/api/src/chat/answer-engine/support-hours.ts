import { TZDate } from '@date-fns/tz';
import { addDays, isSaturday, isSunday, setHours, startOfHour } from 'date-fns';
import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';

/** The team's hours (Mon-Fri 9AM-6PM), on the shop's own clock in Georgia. */
const OPENS_AT_HOUR = 9;
const CLOSES_AT_HOUR = 18;

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: SHOP_TIME_ZONE });

function isWorkday(date: TZDate): boolean {
  return !isSaturday(date) && !isSunday(date);
}

/** Whether a person is at work now. */
export function withinSupportHours(now: Date): boolean {
  const local = new TZDate(now, SHOP_TIME_ZONE);
  return isWorkday(local) && local.getHours() >= OPENS_AT_HOUR && local.getHours() < CLOSES_AT_HOUR;
}

/** When the team is next at work after `now` (a moment in the shop's time zone). */
export function nextOpening(now: Date): TZDate {
  let day = new TZDate(now, SHOP_TIME_ZONE);
  if (!isWorkday(day) || day.getHours() >= OPENS_AT_HOUR) day = addDays(day, 1);
  while (!isWorkday(day)) day = addDays(day, 1);
  return startOfHour(setHours(day, OPENS_AT_HOUR));
}

/** "today", "tomorrow" or "on Monday", as seen from `now` in the shop's time zone. */
export function whenSaid(moment: TZDate, now: Date): string {
  const today = new TZDate(now, SHOP_TIME_ZONE);
  if (moment.toDateString() === today.toDateString()) return 'today';
  if (moment.toDateString() === addDays(today, 1).toDateString()) return 'tomorrow';
  return `on ${WEEKDAY.format(moment)}`;
}
