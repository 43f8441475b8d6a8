/** The shop's clock on the wall (Cumming, Georgia): a day in the back office's filters is a day there. */
export const SHOP_TIME_ZONE = 'America/New_York';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far the shop's wall clock is ahead of UTC at `instant`, in ms (negative: behind). */
function offsetAt(instant: number): number {
  const fields = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    +fields.year!,
    +fields.month! - 1,
    +fields.day!,
    +fields.hour!,
    +fields.minute!,
    +fields.second!,
  );
  return wall - (instant - (instant % 1000));
}

/** The instant a day (YYYY-MM-DD) starts in the shop's time zone, daylight saving included. */
export function startOfShopDay(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date + addDays);
  // Midnight there is midnight UTC minus the offset; the offset is read again at the result in
  // case that day's daylight-saving change falls between the two instants.
  const guess = midnightUtc - offsetAt(midnightUtc);
  return new Date(midnightUtc - offsetAt(guess));
}
