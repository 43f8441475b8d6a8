import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { isStatusOf, type InboxKind } from '@shop/contracts/admin-inbox';
import { Link, useSearchParams } from '@shop/ui/router';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDateTime } from '../../components/format.js';
import { Pagination } from '../../components/pagination.js';
import { assigneesQueryOptions, inboxQueryOptions, type InboxFilters } from './api/inbox.js';
import { filtersFromUrl, filtersToUrl, statusesFor } from './inbox-filters.js';
import { inboxItemLink, KIND_LABELS, KIND_TABS, STATUS_LABELS } from './inbox-labels.js';
import './inbox.css';

/** /admin/inbox: contact messages, business inquiries and handed-off chats, newest first, filtered from the address. */
export function InboxPage() {
  useDocumentTitle('Inbox | Back office');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromUrl(search);
  const list = useQuery({ ...inboxQueryOptions(filters), placeholderData: keepPreviousData });
  const assignees = useQuery(assigneesQueryOptions());

  const goTo = (next: Partial<InboxFilters>) => setSearch(filtersToUrl({ ...filters, page: 1, ...next }));
  const kindLink = (kind: InboxKind | undefined) => {
    // A status the new kind has stays; one it lacks would match nothing.
    const status = filters.status && (!kind || isStatusOf(kind, filters.status)) ? filters.status : undefined;
    const query = filtersToUrl({ ...filters, kind, status, page: 1 }).toString();
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
            goTo({ status: statusOptions.find((option) => option.value === event.target.value)?.value })
          }
        />
        <SelectField
          label="Assigned to"
          placeholder="Anyone"
          options={assigneeOptions}
          value={filters.assignee ?? ''}
          onChange={(event) => goTo({ assignee: event.target.value || undefined })}
        />
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert">The inbox could not be loaded. Reload the page to try again.</p>
      ) : list.data.items.length === 0 ? (
        <p>Nothing in the inbox matches.</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Kind</th>
                <th scope="col">From</th>
                <th scope="col">Status</th>
                <th scope="col">Assigned to</th>
                <th scope="col">Last message</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((row) => (
                <tr key={`${row.kind}-${row.id}`}>
                  <td>
                    <Link to={inboxItemLink(row.kind, row.id)}>
                      {row.subject || `${KIND_LABELS[row.kind]} #${row.id}`}
                    </Link>
                  </td>
                  <td>
                    {KIND_LABELS[row.kind]} #{row.id}
                  </td>
                  <td>
                    {row.fromName}
                    {row.fromEmail && (
                      <>
                        <br />
                        <span className="inbox-muted">{row.fromEmail}</span>
                      </>
                    )}
                  </td>
                  <td>{STATUS_LABELS[row.status]}</td>
                  <td>{row.assignee?.name ?? 'Nobody'}</td>
                  <td>{formatDateTime(row.lastMessageAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => setSearch(filtersToUrl({ ...filters, page }))}
            label="Inbox pages"
          />
        </>
      )}
    </section>
  );
}
