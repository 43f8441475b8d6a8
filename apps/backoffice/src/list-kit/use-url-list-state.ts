import { useSearchParams } from '@shop/ui/router';
import type { FilterValues, ListState } from './list-state.js';

/**
 * The filters and page kept in the address (?status=packed&zip=30040&page=2), so a filtered list
 * can be shared, reloaded and gone back to. `fromUrl` reads and checks the page's own filters.
 */
export function useUrlListState<Filters extends FilterValues>(
  fromUrl: (search: URLSearchParams) => Filters,
): ListState<Filters> {
  const [search, setSearch] = useSearchParams();
  const filters = fromUrl(search);
  const page = pageFromUrl(search);
  return {
    filters,
    page,
    setFilters: (changes) => setSearch(listAddress({ ...filters, ...changes })),
    setPage: (nextPage) => setSearch(listAddress(filters, nextPage)),
  };
}

/** ?page=: a whole number from 1; anything else is the first page. */
export function pageFromUrl(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's query for a list: the filters given (trimmed, in the page's order), then the page unless it is 1. */
export function listAddress(filters: FilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const given = value?.trim();
    if (given) search.set(name, given);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}
