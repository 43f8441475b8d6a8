import { formatUsd, fromCents, shippingCents, taxCents, toCents } from './money.js';

describe('money in integer cents', () => {
  it.each([
    ['12.99', 1299],
    ['0.10', 10],
    ['7.5', 750],
    ['100', 10000],
  ])('parses %s as %i cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('rejects amounts that are not money', () => {
    expect(() => toCents('12.999')).toThrow(RangeError);
    expect(() => toCents('-1.00')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
  });

  it('formats cents without floating-point drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exact.
    expect(fromCents(10 + 20)).toBe('0.30');
    expect(fromCents(1299)).toBe('12.99');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });

  it('groups the dollars by threes as en-US does, from cents to millions', () => {
    for (const cents of [0, 5, 99, 100, 99_999, 100_000, 123_456_789, 100_000_000_00, 999_999_999_99]) {
      const dollars = Math.floor(cents / 100).toLocaleString('en-US');
      expect(formatUsd(cents)).toBe(`$${dollars}.${String(cents % 100).padStart(2, '0')}`);
    }
  });

  it('refuses fractional or negative cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => fromCents(-1)).toThrow(RangeError);
  });
});

describe('tax at 8.875%', () => {
  it('rounds half up to the cent', () => {
    expect(taxCents(10000)).toBe(888); // 887.5 -> 888
    expect(taxCents(1299)).toBe(115); // 115.28625 -> 115
    expect(taxCents(0)).toBe(0);
  });
});

describe('the single shipping rule', () => {
  it('charges $12.99 below $75 and nothing from $75', () => {
    expect(shippingCents(7499)).toBe(1299);
    expect(shippingCents(7500)).toBe(0);
    expect(shippingCents(20000)).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    expect(shippingCents(0)).toBe(0);
  });
});
