import { safeReturnTo } from './return-to.js';

describe('safeReturnTo', () => {
  it.each([
    ['/subscriptions', '/subscriptions'],
    ['/products?category=oils#top', '/products?category=oils#top'],
    ['/product/7', '/product/7'],
    ['/orders/12?payment=success', '/orders/12?payment=success'],
    // Normalised before it is returned.
    ['/a/../cart', '/cart'],
    ['/./checkout', '/checkout'],
    ['/products/%2F%2Fevil.example', '/products/%2F%2Fevil.example'],
  ])('keeps the same-site path %j as %j', (candidate, expected) => {
    expect(safeReturnTo(candidate)).toBe(expected);
  });

  it.each([
    // Other sites, spelled every way a browser accepts.
    'https://evil.example/x',
    'http:evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\\/evil.example',
    // Paths that become one of the above once normalised.
    '/..//evil.example/x',
    '/../..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    // Not a path at all.
    'evil.example',
    ' /products',
    '',
    // API paths would loop through sign-in or sign the shopper out.
    '/api/logout',
    '/API/logout',
    '/Api/Login',
    '/api',
    '/api?x=1',
    '/x/../api/logout',
    '/%61pi/logout',
    '/%41PI/logout',
    '/%zz',
    // Longer than any real page address.
    `/${'a'.repeat(2_048)}`,
  ])('sends %j home', (candidate) => {
    expect(safeReturnTo(candidate)).toBe('/');
  });

  it('sends a missing value home', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
  });

  it('returns only values that resolve to this site, whatever the base', () => {
    for (const candidate of ['/..//evil.example/x', '/%2e%2e//evil.example', '/\\/evil.example', '/products']) {
      const result = safeReturnTo(candidate);
      expect(new URL(result, 'https://shop.example').origin).toBe('https://shop.example');
    }
  });
});
