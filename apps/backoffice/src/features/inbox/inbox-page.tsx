import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { isStatusOf, type InboxItemSummary, type InboxKind } from '@shop/contracts/admin-inbox';
import { Link } from '@shop/ui/router';
import { SelectField } from '@shop/ui/select-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDateTime } from '../../components/format.js';
import type { Column } from '../../list-kit/data-table.js';
import { PagedList } from '../../list-kit/paged-list.js';
import { listAddress, useUrlListState } from '../../list-kit/use-url-list-state.js';
import { assigneesQueryOptions, inboxQueryOptions } from './api/inbox.js';
import { filtersFromUrl, statusesFor } from './inbox-filters.js';
import { inboxItemLink, KIND_LABELS, KIND_TABS, STATUS_LABELS } from './inbox-labels.js';
import './inbox.css';

const COLUMNS: readonly Column<InboxItemSummary>[] = [
  {
    header: 'Subject',
    cell: (row) => (
      <Link to={inboxItemLink(row.kind, row.id)}>{row.subject || `${KIND_LABELS[row.kind]} #${row.id}`}</Link>
    ),
  },
  {
    header: 'Kind',
    cell: (row) => (
      <>
        {KIND_LABELS[row.kind]} #{row.id}
      </>
    ),
  },
  {
    header: 'From',
    cell: (row) => (
      <>
        {row.fromName}
        {row.fromEmail && (
          <>
            <br />
            <span className="inbox-muted">{row.fromEmail}</span>
          </>
        )}
      </>
    ),
  },
  { header: 'Status', cell: (row) => STATUS_LABELS[row.status] },
  { header: 'Assigned to', cell: (row) => row.assignee?.name ?? 'Nobody' },
  { header: 'Last message', cell: (row) => formatDateTime(row.lastMessageAt) },
];

/** /admin/inbox: contact messages, business inquiries and handed-off chats, newest first, filtered from the address. */
export function InboxPage() {
  useDocumentTitle('Inbox | Back office');
  const { filters, page, setFilters, setPage } = useUrlListState(filtersFromUrl);
  const list = useQuery({ ...inboxQueryOptions({ ...filters, page }), placeholderData: keepPreviousData });
  const assignees = useQuery(assigneesQueryOptions());

  const kindLink = (kind: InboxKind | undefined) => {
    // A status the new kind has stays; one it lacks would match nothing.
    const status = filters.status && (!kind || isStatusOf(kind, filters.status)) ? filters.status : undefined;
    const query = listAddress({ ...filters, kind, status }).toString();
    return query ? `${adminPath('inbox')}?${query}` : adminPath('inbox');
  };

  const statusOptions = statusesFor(filters.kind).map((status) => ({ value: status, label: STATUS_LABELS[status] }));
  const assigneeOptions = [
    { value: 'me', label: 'Me' },
    { value: 'unassigned', label: 'Nobody (unassigned)' },
    ...(assignees.data ?? []).map((person) => ({ value: person.id, label: person.name })),
  ];

  return (
    <section>
      <h1>Inbox</h1>
      <nav aria-label="Kinds of message" className="inbox-kinds">
        <ul>
          {KIND_TABS.map(({ kind, label }) => (
            <li key={label}>
              <Link to={kindLink(kind)} aria-current={filters.kind === kind ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form className="admin-filters" aria-label="Filter the inbox" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label="Status"
          placeholder="Any status"
          options={statusOptions}
          value={filters.status ?? ''}
          onChange={(event) =>
            setFilters({ status: statusOptions.find((option) => option.value === event.target.value)?.value })
          }
        />
        <SelectField
          label="Assigned to"
          placeholder="Anyone"
          options={assigneeOptions}
          value={filters.assignee ?? ''}
          onChange={(event) => setFilters({ assignee: event.target.value || undefined })}
        />
      </form>
      <PagedList
        query={list}
        errorText="The inbox could not be loaded. Reload the page to try again."
        emptyText="Nothing in the inbox matches."
        columns={COLUMNS}
        rowKey={(row) => `${row.kind}-${row.id}`}
        pagesLabel="Inbox pages"
        onPage={setPage}
      />
    </section>
  );
}
