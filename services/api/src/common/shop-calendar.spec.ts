import { addShopDays, shopDate, shopInstant, shopWeekday, startOfShopDay } from './shop-calendar.js';

describe('days in the shop’s time zone', () => {
  it('start at midnight in Cumming, Georgia, in winter and summer time', () => {
    expect(startOfShopDay('2026-01-15').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfShopDay('2026-07-04').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(startOfShopDay('2026-12-31', 1).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('follow the daylight-saving changes', () => {
    expect(startOfShopDay('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z'); // clocks go forward at 2am
    expect(startOfShopDay('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfShopDay('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z'); // clocks go back at 2am
    expect(startOfShopDay('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('name the date in Cumming, not in UTC', () => {
    expect(shopDate(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(shopDate(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
    expect(shopDate(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03');
  });

  it('answer the evening before in Cumming on a UTC server at 01:30 UTC', () => {
    expect(shopDate(new Date('2026-11-28T01:30:00Z'))).toBe('2026-11-27');
    expect(shopDate(new Date('2026-07-04T01:30:00Z'))).toBe('2026-07-03');
  });
});

describe('wall times of a shop day', () => {
  it('are the instant that wall time shows in Cumming, summer or winter', () => {
    expect(shopInstant('2026-11-28', 600).toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(shopInstant('2026-07-04', 600).toISOString()).toBe('2026-07-04T14:00:00.000Z');
    expect(shopInstant('2026-11-28', 20 * 60).toISOString()).toBe('2026-11-29T01:00:00.000Z');
    expect(shopInstant('2026-11-28', 22 * 60 + 45).toISOString()).toBe('2026-11-29T03:45:00.000Z');
  });

  it('keep their wall time on the days the clocks change', () => {
    // Clocks go back at 2 AM on 1 November 2026: 10 AM is in winter time that day.
    expect(shopInstant('2026-10-31', 600).toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(shopInstant('2026-11-01', 600).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(shopInstant('2026-11-01', 6 * 60).toISOString()).toBe('2026-11-01T11:00:00.000Z');
    // Clocks go forward at 2 AM on 14 March 2027: 10 AM is in summer time that day.
    expect(shopInstant('2027-03-13', 600).toISOString()).toBe('2027-03-13T15:00:00.000Z');
    expect(shopInstant('2027-03-14', 600).toISOString()).toBe('2027-03-14T14:00:00.000Z');
    expect(shopInstant('2027-03-14', 22 * 60).toISOString()).toBe('2027-03-15T02:00:00.000Z');
  });
});

describe('stepping shop days', () => {
  it('moves by calendar day across months, years and leap days', () => {
    expect(addShopDays('2026-11-28', 1)).toBe('2026-11-29');
    expect(addShopDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addShopDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addShopDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addShopDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addShopDays('2026-11-28', 0)).toBe('2026-11-28');
    expect(addShopDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addShopDays('2026-11-28', 14)).toBe('2026-12-12');
  });

  it('never loses or repeats a date across a clock change (a day is not 24 hours)', () => {
    expect(addShopDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addShopDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addShopDays('2026-11-02', -1)).toBe('2026-11-01');
    expect(addShopDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addShopDays('2027-03-14', 1)).toBe('2027-03-15');
    expect(addShopDays('2027-03-15', -1)).toBe('2027-03-14');
  });

  it('names the ISO weekday, Monday 1 to Sunday 7', () => {
    expect(shopWeekday('2026-11-23')).toBe(1);
    expect(shopWeekday('2026-11-28')).toBe(6);
    expect(shopWeekday('2026-11-29')).toBe(7);
    expect(shopWeekday('2026-11-01')).toBe(7);
    expect(shopWeekday('2027-03-14')).toBe(7);
    expect(shopWeekday('2027-03-15')).toBe(1);
  });
});
