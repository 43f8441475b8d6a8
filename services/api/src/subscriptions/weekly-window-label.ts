const WEEKDAYS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/** "10:00 AM": a wall-clock minute of the shop's day (no time zone: it is already shop time). */
function wallClock(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Saturdays, 10:00 AM – 12:00 PM": a weekly window as the shopper picks their usual one. */
export function weeklyWindowLabel(window: { weekday: number; startMinute: number; endMinute: number }): string {
  return `${WEEKDAYS[window.weekday - 1]}, ${wallClock(window.startMinute)} – ${wallClock(window.endMinute)}`;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "Saturday 5 December": a shop day (YYYY-MM-DD), the way window labels write their day. */
export function shopDayLabel(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}
