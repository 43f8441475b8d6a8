import { preferredCoding } from './accept-encoding.js';

describe('preferredCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['GZIP;Q=0.8, Deflate;q=0.9', 'deflate'],
    ['deflate', 'deflate'],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.1', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', 'identity'],
    ['zstd', 'identity'],
    ['gzip;q=0', 'identity'],
    ['gzip;q=0.5', 'gzip'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['gzip;q=abc', 'identity'],
    [';;, ,q=1', 'identity'],
  ])('Accept-Encoding %p sends %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
