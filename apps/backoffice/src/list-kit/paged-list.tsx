import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '@shop/contracts/admin';
import { DataTable, type TableKeys, type TableRows } from './data-table.js';
import { Pagination } from './pagination.js';
import { QueryStates, type QueryTexts } from './query-states.js';

export type PagedListProps<Item> = QueryTexts &
  TableRows<Item> &
  TableKeys<Item> & {
    query: UseQueryResult<ListPage<Item>>;
    /** What is paged, for screen readers: "Orders pages". */
    pagesLabel: string;
    onPage: (page: number) => void;
    /** Above the table: "60 orders". */
    summary?: (list: ListPage<Item>) => ReactNode;
  };

/** A list page's body: loading, failed, empty, or the table of this page's rows and the page buttons. */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { query, errorText, emptyText, pagesLabel, onPage, summary } = props;
  return (
    <QueryStates query={query} errorText={errorText} emptyText={emptyText} isEmpty={(list) => list.items.length === 0}>
      {(list) => (
        <>
          {summary?.(list)}
          <DataTable {...props} items={list.items} />
          <Pagination label={pagesLabel} page={list.page} pageSize={list.pageSize} total={list.total} onPage={onPage} />
        </>
      )}
    </QueryStates>
  );
}
