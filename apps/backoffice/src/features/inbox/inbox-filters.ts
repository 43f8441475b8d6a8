import {
  INBOX_STATUSES,
  INBOX_STATUSES_BY_KIND,
  inboxKindSchema,
  inboxStatusSchema,
  isStatusOf,
  type InboxKind,
  type InboxStatus,
} from '@shop/contracts/admin-inbox';
import type { InboxFilters } from './api/inbox.js';

/**
 * The list's filters as the address keeps them (?kind=chat&status=open&assignee=me&page=2), so a
 * filtered list can be shared and Today's counts link to theirs. Anything the API would refuse
 * (an unknown kind, a status of another kind) is left out rather than shown as an error.
 */
export function filtersFromUrl(search: URLSearchParams): InboxFilters {
  const kind = inboxKindSchema.safeParse(search.get('kind'));
  const status = inboxStatusSchema.safeParse(search.get('status'));
  const page = Number(search.get('page'));
  const assignee = search.get('assignee');
  return {
    kind: kind.success ? kind.data : undefined,
    status: status.success && (!kind.success || isStatusOf(kind.data, status.data)) ? status.data : undefined,
    assignee: assignee || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for these filters (page 1 is left out). */
export function filtersToUrl(filters: InboxFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.status) search.set('status', filters.status);
  if (filters.assignee) search.set('assignee', filters.assignee);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The statuses a kind can be in, or every status when the list shows every kind. */
export const statusesFor = (kind: InboxKind | undefined): readonly InboxStatus[] =>
  kind ? INBOX_STATUSES_BY_KIND[kind] : INBOX_STATUSES;
