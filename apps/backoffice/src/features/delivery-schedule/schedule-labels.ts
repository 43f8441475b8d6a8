import { formatMinuteOfDay, QUARTER_HOURS, WEEKDAY_NAMES } from '@shop/contracts/admin-delivery';
import { dateFormatter } from '@shop/ui/date-format';

/** Monday first, as the shop's week runs. */
export const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  value: String(weekday),
  label: WEEKDAY_NAMES[weekday]!,
}));

/** 6:00 AM to 10:00 PM by quarter hours. */
export const TIME_OPTIONS = QUARTER_HOURS.map((minute) => ({
  value: String(minute),
  label: formatMinuteOfDay(minute),
}));

/** A select's or number input's text as the number the contract wants; empty is "not given". */
export const asNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** An empty choice ("All zones", "Every window") is null: the closure is not narrowed. */
export const asIdOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

// A shop day is a calendar date: formatted at noon UTC, so no time zone moves it to another day.
const formatDay = dateFormatter({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayOf = (day: string) => formatDay(new Date(`${day}T12:00:00Z`));

/** "Fri, Dec 25, 2026", or "Thu, Dec 24, 2026 – Sat, Dec 26, 2026". */
export function dayRange(fromDate: string, toDate: string): string {
  return fromDate === toDate ? dayOf(fromDate) : `${dayOf(fromDate)} – ${dayOf(toDate)}`;
}
