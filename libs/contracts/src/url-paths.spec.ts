import { hasDotSegment } from './url-paths';

describe('hasDotSegment', () => {
  it.each([
    '/images/../x',
    '/images/..',
    '/images/.%2e/x',
    '/a/%2E/b',
    '/a/.',
    '/a\\..\\b',
    '/a%2f..%2fb',
    '/a/%2e%2E',
    '/a/%2e%2e%5cb',
  ])('finds one in %s', (path) => {
    expect(hasDotSegment(path)).toBe(true);
  });

  it.each([
    '/images/a.png',
    '/images/...',
    '/a/.b',
    '/a/b..',
    '/remotes/catalog/remoteEntry.js',
    '/',
    '/%zz',
    '/a/%2e%2e%2e',
    '/a/..%',
  ])('finds none in %s', (path) => {
    expect(hasDotSegment(path)).toBe(false);
  });
});
