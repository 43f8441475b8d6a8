import { bookingKey, cutoffOf, type ClosedDays, isClosed, type OfferInput, offeredWindows } from './offered-windows.js';
import { cutoffLabel, windowLabel } from './window-labels.js';

const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });
const EIGHT_PM_DAY_BEFORE = { cutoffKind: 'day_before_at', cutoffMinute: 20 * 60, cutoffHours: null } as const;
const hoursBefore = (cutoffHours: number) => ({ cutoffKind: 'hours_before', cutoffMinute: null, cutoffHours }) as const;

/** Saturdays 10–12 (window 1) and 14–16 (window 2), four stops each. */
const SATURDAYS = [
  { id: 1, weekday: 6, ...hours(10, 12), capacity: 4 },
  { id: 2, weekday: 6, ...hours(14, 16), capacity: 4 },
];
/** Every day of the week at 10–12, so a clock change falls on one of them. */
const DAILY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ id: weekday, weekday, ...hours(10, 12), capacity: 4 }));

function offers(input: Partial<OfferInput> & Pick<OfferInput, 'now'>) {
  return offeredWindows({
    windows: SATURDAYS,
    cutoff: EIGHT_PM_DAY_BEFORE,
    closures: [],
    booked: new Map(),
    days: 14,
    ...input,
  });
}
const dated = (list: ReturnType<typeof offers>) => list.map((offer) => `${offer.date}#${offer.windowId}`);
const iso = (instant: Date) => instant.toISOString();

describe('offered windows', () => {
  describe('a cutoff at 8 PM the day before', () => {
    // Saturday 28 November 2026, 10 AM in Cumming (EST, UTC−5): orders close Friday 27 at 8 PM.
    it('puts the cutoff at 8 PM shop time on the calendar day before', () => {
      const startsAt = new Date('2026-11-28T15:00:00Z');
      expect(iso(cutoffOf(EIGHT_PM_DAY_BEFORE, '2026-11-28', startsAt))).toBe('2026-11-28T01:00:00.000Z');
      expect(cutoffLabel(cutoffOf(EIGHT_PM_DAY_BEFORE, '2026-11-28', startsAt))).toBe(
        'Order by 8:00 PM Friday 27 November',
      );
    });

    it('still offers the window at 7:59:59 PM and shuts it at 8:00:00 PM', () => {
      const open = offers({ now: new Date('2026-11-28T00:59:59Z'), days: 2 });
      expect(dated(open)).toEqual(['2026-11-28#1', '2026-11-28#2']);
      const shut = offers({ now: new Date('2026-11-28T01:00:00Z'), days: 2 });
      expect(shut).toEqual([]);
    });

    it('dates each window in shop time, with its label, cutoff and places', () => {
      const [first] = offers({ now: new Date('2026-11-23T15:00:00Z') });
      expect(first).toEqual({
        windowId: 1,
        date: '2026-11-28',
        startsAt: new Date('2026-11-28T15:00:00Z'),
        endsAt: new Date('2026-11-28T17:00:00Z'),
        cutoffAt: new Date('2026-11-28T01:00:00Z'),
        capacity: 4,
        placesLeft: 4,
      });
      expect(windowLabel(first!.startsAt, first!.endsAt)).toBe('Saturday 28 November, 10:00 AM – 12:00 PM');
    });
  });

  describe('a cutoff some hours before the window', () => {
    it('counts the hours back from the start', () => {
      const startsAt = new Date('2026-11-28T15:00:00Z');
      expect(iso(cutoffOf(hoursBefore(24), '2026-11-28', startsAt))).toBe('2026-11-27T15:00:00.000Z');
      expect(iso(cutoffOf(hoursBefore(2), '2026-11-28', startsAt))).toBe('2026-11-28T13:00:00.000Z');
    });

    it('offers a window on its own day until that many hours before it starts', () => {
      const twoHours = hoursBefore(2);
      // 7:59:59 AM and 8:00 AM on Saturday, for the 10 AM window; the 2 PM one stays open until noon.
      expect(dated(offers({ cutoff: twoHours, now: new Date('2026-11-28T12:59:59Z'), days: 1 }))).toEqual([
        '2026-11-28#1',
        '2026-11-28#2',
      ]);
      expect(dated(offers({ cutoff: twoHours, now: new Date('2026-11-28T13:00:00Z'), days: 1 }))).toEqual([
        '2026-11-28#2',
      ]);
      expect(offers({ cutoff: twoHours, now: new Date('2026-11-28T17:00:00Z'), days: 1 })).toEqual([]);
    });

    it('closes a window 72 hours ahead three days before', () => {
      const threeDays = hoursBefore(72);
      expect(dated(offers({ cutoff: threeDays, now: new Date('2026-11-25T14:59:59Z'), days: 7 }))).toEqual([
        '2026-11-28#1',
        '2026-11-28#2',
      ]);
      expect(dated(offers({ cutoff: threeDays, now: new Date('2026-11-25T15:00:00Z'), days: 7 }))).toEqual([
        '2026-11-28#2',
      ]);
    });
  });

  describe('closures', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    const weeks = (closures: ClosedDays[]) => dated(offers({ now, closures }));

    it('closes every window of the days a zone-wide closure covers (both ends included)', () => {
      expect(weeks([{ windowId: null, fromDate: '2026-11-28', toDate: '2026-11-28' }])).toEqual([
        '2026-12-05#1',
        '2026-12-05#2',
      ]);
      expect(weeks([{ windowId: null, fromDate: '2026-11-27', toDate: '2026-12-05' }])).toEqual([]);
    });

    it('closes one window only when the closure names it', () => {
      expect(weeks([{ windowId: 2, fromDate: '2026-11-28', toDate: '2026-11-28' }])).toEqual([
        '2026-11-28#1',
        '2026-12-05#1',
        '2026-12-05#2',
      ]);
    });

    it('leaves the days before and after a closure open', () => {
      const holiday = [{ windowId: null, fromDate: '2026-12-01', toDate: '2026-12-04' }];
      expect(isClosed(holiday, 1, '2026-11-30')).toBe(false);
      expect(isClosed(holiday, 1, '2026-12-01')).toBe(true);
      expect(isClosed(holiday, 1, '2026-12-04')).toBe(true);
      expect(isClosed(holiday, 1, '2026-12-05')).toBe(false);
      expect(weeks(holiday)).toEqual(['2026-11-28#1', '2026-11-28#2', '2026-12-05#1', '2026-12-05#2']);
    });
  });

  describe('places', () => {
    const now = new Date('2026-11-23T15:00:00Z');

    it('counts the places left and keeps full windows, with none left', () => {
      const booked = new Map([
        [bookingKey(1, '2026-11-28'), 4],
        [bookingKey(2, '2026-11-28'), 1],
      ]);
      const list = offers({ now, booked, days: 6 });
      expect(list.map((offer) => [offer.windowId, offer.placesLeft])).toEqual([
        [1, 0],
        [2, 3],
      ]);
    });

    it('never counts below none when a capacity was lowered under its bookings', () => {
      const list = offers({ now, booked: new Map([[bookingKey(1, '2026-11-28'), 6]]), days: 6 });
      expect(list[0]!.placesLeft).toBe(0);
    });
  });

  describe('the horizon', () => {
    it('searches the given number of shop days, today included, earliest first', () => {
      const list = offers({ windows: DAILY, now: new Date('2026-11-23T12:00:00Z'), days: 3 });
      // Monday's window closed Sunday at 8 PM; Tuesday's and Wednesday's are open.
      expect(list.map((offer) => offer.date)).toEqual(['2026-11-24', '2026-11-25']);
    });

    it('starts at a later day when asked (boxes search from their renewal date)', () => {
      const list = offers({ windows: DAILY, now: new Date('2026-11-23T12:00:00Z'), days: 2, fromDate: '2026-12-10' });
      expect(list.map((offer) => offer.date)).toEqual(['2026-12-10', '2026-12-11']);
    });

    it('ignores a start day in the past', () => {
      const list = offers({ windows: DAILY, now: new Date('2026-11-23T12:00:00Z'), days: 2, fromDate: '2026-11-01' });
      expect(list.map((offer) => offer.date)).toEqual(['2026-11-24']);
    });

    it('answers the evening before in Cumming on a UTC server at 01:30 UTC', () => {
      // 01:30 UTC on Saturday 28 November is 8:30 PM on Friday 27 in Cumming: today is Friday,
      // whose late window (9:45 PM, orders until an hour before) is still offered.
      const lateFriday = [{ id: 9, weekday: 5, startMinute: 21 * 60 + 45, endMinute: 22 * 60, capacity: 2 }];
      const list = offers({
        windows: lateFriday,
        cutoff: hoursBefore(1),
        now: new Date('2026-11-28T01:30:00Z'),
        days: 1,
      });
      expect(list.map((offer) => [offer.date, iso(offer.startsAt)])).toEqual([
        ['2026-11-27', '2026-11-28T02:45:00.000Z'],
      ]);
    });
  });

  describe('the week clocks go back (Sunday 1 November 2026, 2 AM)', () => {
    const now = new Date('2026-10-28T12:00:00Z');
    const week = offers({ windows: DAILY, now, days: 10 });
    const on = (date: string) => week.find((offer) => offer.date === date)!;

    it('offers every calendar day once, none lost or doubled by the extra hour', () => {
      expect(week.map((offer) => offer.date)).toEqual([
        '2026-10-29',
        '2026-10-30',
        '2026-10-31',
        '2026-11-01',
        '2026-11-02',
        '2026-11-03',
        '2026-11-04',
        '2026-11-05',
        '2026-11-06',
      ]);
    });

    it('keeps the windows at their wall times: 10 AM in summer time, then in winter time', () => {
      expect(iso(on('2026-10-31').startsAt)).toBe('2026-10-31T14:00:00.000Z');
      expect(iso(on('2026-11-01').startsAt)).toBe('2026-11-01T15:00:00.000Z');
      expect(iso(on('2026-11-02').startsAt)).toBe('2026-11-02T15:00:00.000Z');
      for (const date of ['2026-10-31', '2026-11-01', '2026-11-02']) {
        expect(windowLabel(on(date).startsAt, on(date).endsAt)).toMatch(/, 10:00 AM – 12:00 PM$/);
      }
    });

    it('keeps a day-before cutoff at 8 PM on either side of the change', () => {
      // Sunday's window closes Saturday at 8 PM summer time, Monday's Sunday at 8 PM winter time.
      expect(iso(on('2026-11-01').cutoffAt)).toBe('2026-11-01T00:00:00.000Z');
      expect(iso(on('2026-11-02').cutoffAt)).toBe('2026-11-02T01:00:00.000Z');
      expect(cutoffLabel(on('2026-11-01').cutoffAt)).toBe('Order by 8:00 PM Saturday 31 October');
      expect(cutoffLabel(on('2026-11-02').cutoffAt)).toBe('Order by 8:00 PM Sunday 1 November');
    });

    it('puts "24 hours before 10:00 on Sunday" at 11:00 on Saturday', () => {
      const sunday = offers({ windows: DAILY, cutoff: hoursBefore(24), now, days: 10 }).find(
        (offer) => offer.date === '2026-11-01',
      )!;
      expect(iso(sunday.cutoffAt)).toBe('2026-10-31T15:00:00.000Z');
      expect(cutoffLabel(sunday.cutoffAt)).toBe('Order by 11:00 AM Saturday 31 October');
    });
  });

  describe('the week clocks go forward (Sunday 14 March 2027, 2 AM)', () => {
    const now = new Date('2027-03-10T12:00:00Z');
    const week = offers({ windows: DAILY, now, days: 7 });
    const on = (date: string) => week.find((offer) => offer.date === date)!;

    it('offers every calendar day once, the short day included', () => {
      expect(week.map((offer) => offer.date)).toEqual([
        '2027-03-11',
        '2027-03-12',
        '2027-03-13',
        '2027-03-14',
        '2027-03-15',
        '2027-03-16',
      ]);
    });

    it('keeps the windows at their wall times', () => {
      expect(iso(on('2027-03-13').startsAt)).toBe('2027-03-13T15:00:00.000Z');
      expect(iso(on('2027-03-14').startsAt)).toBe('2027-03-14T14:00:00.000Z');
      expect(windowLabel(on('2027-03-14').startsAt, on('2027-03-14').endsAt)).toBe(
        'Sunday 14 March, 10:00 AM – 12:00 PM',
      );
    });

    it('keeps a day-before cutoff at 8 PM on either side of the change', () => {
      expect(iso(on('2027-03-14').cutoffAt)).toBe('2027-03-14T01:00:00.000Z');
      expect(iso(on('2027-03-15').cutoffAt)).toBe('2027-03-15T00:00:00.000Z');
      expect(cutoffLabel(on('2027-03-14').cutoffAt)).toBe('Order by 8:00 PM Saturday 13 March');
      expect(cutoffLabel(on('2027-03-15').cutoffAt)).toBe('Order by 8:00 PM Sunday 14 March');
    });

    it('puts "24 hours before 10:00 on Sunday" at 09:00 on Saturday', () => {
      const sunday = offers({ windows: DAILY, cutoff: hoursBefore(24), now, days: 7 }).find(
        (offer) => offer.date === '2027-03-14',
      )!;
      expect(iso(sunday.cutoffAt)).toBe('2027-03-13T14:00:00.000Z');
      expect(cutoffLabel(sunday.cutoffAt)).toBe('Order by 9:00 AM Saturday 13 March');
    });
  });
});
