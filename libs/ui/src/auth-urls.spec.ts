import { signInUrl } from './auth-urls.js';

describe('signInUrl', () => {
  it('carries the place to return to, encoded', () => {
    expect(signInUrl()).toBe('/api/login');
    expect(signInUrl('/products?category=oils')).toBe('/api/login?returnTo=%2Fproducts%3Fcategory%3Doils');
  });
});
