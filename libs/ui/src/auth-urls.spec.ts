import { sameSitePath, signInUrl } from './auth-urls.js';

const origin = 'https://shop.example';

describe('signInUrl', () => {
  it('carries the place to return to, encoded', () => {
    expect(signInUrl()).toBe('/api/login');
    expect(signInUrl('/products?category=oils')).toBe('/api/login?returnTo=%2Fproducts%3Fcategory%3Doils');
  });
});

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameSitePath('/subscriptions', origin)).toBe('/subscriptions');
    expect(sameSitePath('/products?category=oils#top', origin)).toBe('/products?category=oils#top');
  });

  it.each([
    ['another site', 'https://evil.example/steal'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'products'],
    ['an API path', '/api/logout'],
    ['nothing', null],
    ['an empty string', ''],
  ])('turns %s into "/"', (_case, candidate) => {
    expect(sameSitePath(candidate, origin)).toBe('/');
  });
});
