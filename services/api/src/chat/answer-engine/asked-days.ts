import { addShopDays, shopWeekday } from '../../common/shop-calendar.js';
import type { Question } from './question.js';

const WEEKDAYS: Readonly<Record<string, number>> = {
  monday: 1,
  mondays: 1,
  tuesday: 2,
  tuesdays: 2,
  tues: 2,
  wednesday: 3,
  wednesdays: 3,
  thursday: 4,
  thursdays: 4,
  thurs: 4,
  friday: 5,
  fridays: 5,
  saturday: 6,
  saturdays: 6,
  sat: 6,
  sunday: 7,
  sundays: 7,
};

/** The words that name a delivery day, for the topic rules: weekdays, tomorrow, the weekend. */
export const DAY_WORDS = `(${Object.keys(WEEKDAYS).join('|')}|tomorrow|today|tonight|weekends?)`;

const ORDERING = new Set(['order', 'ordered', 'ordering', 'buy', 'place', 'placed', 'purchase']);

/** The first shop day on or after `from` that falls on an ISO weekday. */
function nextWeekday(from: string, weekday: number): string {
  return addShopDays(from, (weekday - shopWeekday(from) + 7) % 7);
}

/**
 * The shop days a question asks about, earliest first: "tomorrow", "Saturday" (the coming one,
 * today if it is Saturday; "next Saturday" is never today), "this weekend" (Saturday and Sunday).
 * None when it names no day.
 */
export function askedDays(question: Question, today: string): string[] {
  const days = new Set<string>();
  const words = question.words;
  words.forEach((word, index) => {
    // "If I order today, when can you deliver?": the day the order is placed is not the one asked about.
    if (words.slice(Math.max(0, index - 3), index).some((before) => ORDERING.has(before))) return;
    const afterNext = words[index - 1] === 'next';
    const from = afterNext ? addShopDays(today, 1) : today;
    const weekday = WEEKDAYS[word];
    if (weekday !== undefined) days.add(nextWeekday(from, weekday));
    else if (word === 'today' || word === 'tonight') days.add(today);
    else if (word === 'tomorrow') days.add(addShopDays(today, 1));
    else if (word === 'weekend' || word === 'weekends') {
      const saturday = nextWeekday(from, 6);
      // On a Sunday, "this weekend" is today.
      if (shopWeekday(today) === 7 && !afterNext) days.add(today);
      else days.add(saturday).add(addShopDays(saturday, 1));
    }
  });
  return [...days].sort();
}
