import { listAddress, pageFromUrl } from './use-url-list-state.js';

describe('pageFromUrl', () => {
  it.each([
    ['', 1],
    ['page=1', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=two', 1],
  ])('reads ?%s as page %i', (query, page) => {
    expect(pageFromUrl(new URLSearchParams(query))).toBe(page);
  });
});

describe('listAddress', () => {
  it('writes the filters given, trimmed and in order, then the page after the first', () => {
    expect(listAddress({ status: 'packed', zip: ' 30040 ', q: '' }, 2).toString()).toBe(
      'status=packed&zip=30040&page=2',
    );
  });

  it('leaves out empty and missing filters, and page 1', () => {
    expect(listAddress({ kind: undefined, status: '   ', assignee: 'me' }, 1).toString()).toBe('assignee=me');
    expect(listAddress({}).toString()).toBe('');
  });
});
