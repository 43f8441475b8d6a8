import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';
import { addShopDays, shopDate, shopInstant, shopWeekday } from '../../../common/shop-calendar.js';
import type { DayWindows, WindowOnDay } from '../../../delivery/schedule/schedule-days.js';
import type { DeliveryWindowFacts } from '../delivery-window-facts.js';
import type { AnswerSource } from '../../chat-message.entity.js';
import type { AnswerPart } from '../answer.js';
import { answerZipCodes } from './delivery-answers.js';
import { link, listing } from './format.js';

/** Where the ZIP answered for came from, so the answer says what it checked. */
export type ZipFrom = { from: 'question' } | { from: 'town'; town: string } | { from: 'account' };

/** The source that marks an answer asking for the ZIP: the next message may be just the ZIP. */
const ZIP_ASKED = 'zip-asked';

const WEEKDAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const inShopTime = (instant: Date) => new TZDate(instant, SHOP_TIME_ZONE);
const time = (instant: Date) => format(inShopTime(instant), 'h:mm a');
const times = (window: { startsAt: Date; endsAt: Date }) => `${time(window.startsAt)} – ${time(window.endsAt)}`;
/** "Saturday 28 November" */
const dateName = (date: string) => format(inShopTime(shopInstant(date, 12 * 60)), 'EEEE d MMMM');
/** "Saturday 28 November, 10:00 AM – 12:00 PM", as checkout labels a window. */
const windowLabel = (window: { date: string; startsAt: Date; endsAt: Date }) =>
  `${dateName(window.date)}, ${times(window)}`;

/** A shop day as a person says it from today: "today", "tomorrow", "Friday", "Friday 4 December". */
function relativeDay(date: string, today: string): string {
  if (date === today) return 'today';
  if (date === addShopDays(today, 1)) return 'tomorrow';
  if (date === addShopDays(today, -1)) return 'yesterday';
  const isThisWeek = date > today && date < addShopDays(today, 7);
  return isThisWeek ? (WEEKDAY_NAMES[shopWeekday(date)] as string) : dateName(date);
}

/** "8:00 PM today" */
function cutoffWhen(cutoffAt: Date, today: string): string {
  return `${time(cutoffAt)} ${relativeDay(shopDate(cutoffAt), today)}`;
}

/** "tomorrow (Saturday 28 November)", "Tuesday 1 December" */
function dayName(date: string, today: string): string {
  const relative = relativeDay(date, today);
  return relative === 'today' || relative === 'tomorrow' ? `${relative} (${dateName(date)})` : dateName(date);
}

/** "tomorrow (Saturday 28 November)", "on Tuesday 1 December" */
function onDay(date: string, today: string): string {
  const name = dayName(date, today);
  return name === dateName(date) ? `on ${name}` : name;
}

function where(facts: Extract<DeliveryWindowFacts, { kind: 'zone' }>, zipFrom: ZipFrom): string {
  if (zipFrom.from === 'town') return `${zipFrom.town} (${facts.zone}, ZIP ${facts.zipCode})`;
  if (zipFrom.from === 'account') return `your address in ${facts.zipCode} (${facts.zone})`;
  return `${facts.zipCode} (${facts.zone})`;
}

function windowLine(window: WindowOnDay, today: string): string {
  switch (window.state) {
    case 'open':
      return `• ${times(window)}: order by ${cutoffWhen(window.cutoffAt, today)}`;
    case 'full':
      return `• ${times(window)}: full`;
    case 'closed':
      return `• ${times(window)}: closed (${window.reason})`;
    case 'past-cutoff':
      return `• ${times(window)}: orders closed at ${cutoffWhen(window.cutoffAt, today)}`;
    case 'not-yet':
      return `• ${times(window)}: not bookable yet`;
  }
}

/** What one asked day offers: its windows with room, or why it has none. */
function dayAnswer(
  day: DayWindows,
  facts: Extract<DeliveryWindowFacts, { kind: 'zone' }>,
  place: string,
  today: string,
) {
  const name = dayName(day.date, today);
  const on = onDay(day.date, today);
  if (day.windows.length === 0) {
    const weekday = WEEKDAY_NAMES[shopWeekday(day.date)] as string;
    const days = facts.weekdays.map((number) => WEEKDAY_NAMES[number] as string);
    return days.length
      ? `We don't deliver to ${place} on ${weekday}s: our delivery days there are ${listing(days)}.`
      : `We have no delivery windows for ${place} at the moment.`;
  }
  const states = new Set(day.windows.map((window) => window.state));
  const lines = day.windows.map((window) => windowLine(window, today)).join('\n');
  if (states.has('open')) return `Yes, we can deliver to ${place} ${on}:\n${lines}`;
  const only = states.size === 1 ? [...states][0] : undefined;
  if (only === 'full') return `${capitalised(name)} is full: every window for ${place} is booked.`;
  if (only === 'closed') {
    const reasons = [...new Set(day.windows.map((window) => (window.state === 'closed' ? window.reason : '')))];
    return `We're closed ${on}: ${listing(reasons)}. No deliveries to ${place} that day.`;
  }
  if (only === 'past-cutoff') {
    const last = day.windows.at(-1) as Extract<WindowOnDay, { cutoffAt: Date }>;
    return `It's too late to order for ${name}: orders for ${place} closed at ${cutoffWhen(last.cutoffAt, today)}.`;
  }
  if (only === 'not-yet') {
    return `${capitalised(name)} is further ahead than we take bookings (${facts.bookingDays} days); ask me again nearer the day.`;
  }
  return `No window has room ${on} for ${place}:\n${lines}`;
}

/** "We deliver to 30004 (…) on Tuesdays, Thursdays and Saturdays. " */
function deliveryDays(place: string, weekdays: readonly number[]): string {
  if (weekdays.length === 0) return '';
  return `We deliver to ${place} on ${listing(weekdays.map((number) => `${WEEKDAY_NAMES[number] as string}s`))}. `;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The windows a ZIP can book, or (for the days named) each window's state, with the next windows
 * with room when none of those days has one. Outside the area, the area check's answer.
 */
export function answerDeliveryWindows(
  facts: DeliveryWindowFacts,
  zipFrom: ZipFrom,
  days: readonly string[],
  now: Date,
): AnswerPart {
  const zipCode = 'zipCode' in facts ? facts.zipCode : facts.area.zipCode;
  const sources = windowSources(zipCode, days);
  if (facts.kind === 'outside' || facts.kind === 'unknown-zip') {
    const area = answerZipCodes([facts.kind === 'outside' ? facts.area : { zipCode: facts.zipCode, unknown: true }]);
    return { topic: 'delivery-window', text: area.text, sources: [...area.sources, ...sources] };
  }
  if (facts.kind === 'no-zone') {
    return {
      topic: 'delivery-window',
      text: `We have no delivery windows set up for ${facts.zipCode} yet. Please ${link('send us a message', '/#contact')} and we'll arrange a delivery.`,
      sources,
    };
  }
  const today = shopDate(now);
  const place = where(facts, zipFrom);
  const paragraphs = facts.days.map((day) => dayAnswer(day, facts, place, today));
  const anyOpen = facts.days.some((day) => day.windows.some((window) => window.state === 'open'));
  if (!anyOpen) {
    const next = facts.next.map((offer) => `• ${windowLabel(offer)} — order by ${cutoffWhen(offer.cutoffAt, today)}`);
    const heading = facts.days.length
      ? 'The next windows with room:'
      : `${deliveryDays(place, facts.weekdays)}The next windows with room:`;
    paragraphs.push(
      next.length
        ? `${heading}\n${next.join('\n')}`
        : `We have no delivery window with room for ${place} in the next ${facts.bookingDays} days. Please ${link('send us a message', '/#contact')} and we'll find a way.`,
    );
  }
  const bookable = anyOpen || facts.next.length > 0;
  const closing = [
    ...(bookable ? ['You choose your window at checkout.'] : []),
    ...(zipFrom.from === 'town' ? ['Tell me your ZIP code to be sure about your street.'] : []),
  ];
  if (closing.length) paragraphs.push(closing.join(' '));
  return { topic: 'delivery-window', text: paragraphs.join('\n\n'), sources };
}

/**
 * The ZIP answered for (or ZIP_ASKED) and the days asked about: a next message of just "30041"
 * or "and Saturday?" continues the question with them.
 */
function windowSources(zipCode: string, days: readonly string[]): AnswerSource[] {
  return [zipCode, ...days].map((id) => ({ kind: 'delivery-window', id }));
}

/** What the previous answer about windows was for: its ZIP (none when it asked for one) and days. */
export function previousWindowQuestion(
  sources: readonly AnswerSource[],
): { zipCode: string | undefined; days: string[] } | undefined {
  const ids = sources.filter((source) => source.kind === 'delivery-window').map((source) => source.id);
  if (ids.length === 0) return undefined;
  return { zipCode: ids.find((id) => /^\d{5}$/.test(id)), days: ids.filter((id) => /^\d{4}-\d{2}-\d{2}$/.test(id)) };
}

/** No ZIP in the question, no town, no address on the account: ask for it. */
export function askForDeliveryZip(days: readonly string[]): AnswerPart {
  return {
    topic: 'delivery-window',
    text: 'Which ZIP code should I check? Tell me your ZIP code (for example "when can you deliver to 30041?") and I\'ll list the delivery windows with room and when to order by.',
    sources: windowSources(ZIP_ASKED, days),
  };
}
