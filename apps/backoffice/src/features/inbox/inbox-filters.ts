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

/** The inbox's filters; the page is kept beside them. */
export type InboxListFilters = Omit<InboxFilters, 'page'>;

/**
 * The list's filters as the address keeps them (?kind=chat&status=open&assignee=me), so a
 * filtered list can be shared and Today's counts link to theirs. Anything the API would refuse
 * (an unknown kind, a status of another kind) is left out rather than shown as an error.
 */
export function filtersFromUrl(search: URLSearchParams): InboxListFilters {
  const kind = inboxKindSchema.safeParse(search.get('kind'));
  const status = inboxStatusSchema.safeParse(search.get('status'));
  const assignee = search.get('assignee');
  return {
    kind: kind.success ? kind.data : undefined,
    status: status.success && (!kind.success || isStatusOf(kind.data, status.data)) ? status.data : undefined,
    assignee: assignee || undefined,
  };
}

/** The statuses a kind can be in, or every status when the list shows every kind. */
export const statusesFor = (kind: InboxKind | undefined): readonly InboxStatus[] =>
  kind ? INBOX_STATUSES_BY_KIND[kind] : INBOX_STATUSES;
