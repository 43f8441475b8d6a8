import { shopDate, startOfShopDay } from './shop-calendar.js';

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
});
