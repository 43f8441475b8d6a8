import { useState } from 'react';
import type { FilterValues, ListState } from './list-state.js';

/** The filters and page kept by the page itself, for lists whose filters stay out of the address. */
export function useLocalListState<Filters extends FilterValues>(initial: Filters): ListState<Filters> {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setFilters: (changes) => {
      setFilters((current) => ({ ...current, ...changes }));
      setPage(1);
    },
    setPage,
  };
}
