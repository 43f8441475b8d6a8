import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@shop/ui/spinner';

/** What a list says when it cannot be loaded, and when nothing is in it. */
export interface QueryTexts {
  /** Shown as an alert: "The orders could not be loaded. Reload the page to try again." */
  errorText: string;
  emptyText: ReactNode;
}

/** A spinner while loading, the page's alert when loading failed, its words when empty; else the data. */
export function QueryStates<Data>({
  query,
  errorText,
  emptyText,
  isEmpty,
  children,
}: Omit<QueryTexts, 'emptyText'> & {
  query: UseQueryResult<Data>;
  /** Without it the data is never taken for empty (a team always has its owner). */
  isEmpty?: (data: Data) => boolean;
  emptyText?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert">{errorText}</p>;
  if (isEmpty?.(query.data)) return <p>{emptyText}</p>;
  return children(query.data);
}
