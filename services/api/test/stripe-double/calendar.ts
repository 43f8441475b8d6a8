/** Unix seconds, the unit of every Stripe timestamp. */
export function unixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * `months` calendar months after `date` (UTC), on the same day of the month or the month's last
 * day when it is shorter: Jan 31 + 1 is Feb 28 (Feb 29 in a leap year), as Stripe bills and as
 * date-fns addMonths counts.
 */
export function addMonthsClamped(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * The end of the period that starts at `periodStart`, for a price billed every `stepMonths` months:
 * the first such anniversary of `anchor` (the billing cycle anchor) after it. Stripe counts from
 * the anchor, not from the last period, so an anchor of Jan 31 gives Feb 28, then Mar 31.
 */
export function periodEndAfter(anchor: Date, periodStart: Date, stepMonths = 1): Date {
  const monthsApart =
    (periodStart.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + periodStart.getUTCMonth() - anchor.getUTCMonth();
  let cycles = Math.floor(monthsApart / stepMonths) - 1;
  while (addMonthsClamped(anchor, cycles * stepMonths).getTime() <= periodStart.getTime()) cycles += 1;
  return addMonthsClamped(anchor, cycles * stepMonths);
}
