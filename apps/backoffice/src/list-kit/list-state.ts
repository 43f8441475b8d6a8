/** A list's filters as text, the way an address keeps them ('' or undefined = no filter). */
export type FilterValues = Record<string, string | undefined>;

/** A list's filters and page, wherever they are kept: the address, or the page's own state. */
export interface ListState<Filters extends FilterValues> {
  filters: Filters;
  /** Counted from 1. */
  page: number;
  /** Changes some filters; a list filtered anew starts again at page 1. */
  setFilters: (changes: Partial<Filters>) => void;
  setPage: (page: number) => void;
}
