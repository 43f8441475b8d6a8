import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSubscriptionRow } from '@shop/contracts/admin-subscriptions';
import { adminPath } from '@shop/contracts/admin-routes';
import { subscriptionStatusSchema } from '@shop/contracts/subscriptions';
import { Button } from '@shop/ui/button';
import { Link } from '@shop/ui/router';
import { SelectField } from '@shop/ui/select-field';
import { TextField } from '@shop/ui/text-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDate } from '../../components/format.js';
import type { Column } from '../../list-kit/data-table.js';
import { PagedList } from '../../list-kit/paged-list.js';
import { CustomerCell } from './customer-cell.js';
import { useAddressDraft } from '../../list-kit/use-address-draft.js';
import { useUrlListState } from '../../list-kit/use-url-list-state.js';
import { subscriptionsQueryOptions } from './api/subscriptions.js';
import { HeldRenewals } from './held-renewals.js';
import { PAYMENT_LABELS, STATUS_LABELS } from './subscription-labels.js';
import './subscriptions.css';

const STATUS_OPTIONS = subscriptionStatusSchema.options.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

const COLUMNS: readonly Column<AdminSubscriptionRow>[] = [
  { header: '#', cell: (row) => <Link to={adminPath('subscription', row.id)}>#{row.id}</Link> },
  { header: 'Customer', cell: (row) => <CustomerCell customer={row.customer} /> },
  { header: 'Plan', cell: (row) => row.planName },
  {
    header: 'Status',
    cell: (row) => (
      <>
        {STATUS_LABELS[row.status]}
        {row.cancelAtPeriodEnd && row.status !== 'cancelled' ? ' (ends at period end)' : ''}
      </>
    ),
  },
  { header: 'Next box', cell: (row) => (row.nextBoxAt ? formatDate(row.nextBoxAt) : '—') },
  { header: 'Payment', cell: (row) => PAYMENT_LABELS[row.paymentMethod] },
];

/** The address's filters (?status=active&email=asha); a status the list does not know is left out. */
function filtersFromUrl(search: URLSearchParams) {
  const status = subscriptionStatusSchema.safeParse(search.get('status'));
  return { status: status.success ? status.data : undefined, email: search.get('email') ?? '' };
}

/** /admin/subscriptions: every subscription by status or customer e-mail, and the renewals needing attention. */
export function SubscriptionsPage() {
  useDocumentTitle('Subscriptions | Back office');
  const { filters, page, setFilters, setPage } = useUrlListState(filtersFromUrl);
  const [emailDraft, setEmailDraft] = useAddressDraft(filters.email);
  const list = useQuery({ ...subscriptionsQueryOptions({ ...filters, page }), placeholderData: keepPreviousData });

  return (
    <section>
      <h1>Subscriptions</h1>
      <form
        className="admin-filters"
        role="search"
        aria-label="Find subscriptions"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ email: emailDraft.trim() });
        }}
      >
        <SelectField
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={filters.status ?? ''}
          onChange={(event) => {
            const parsed = subscriptionStatusSchema.safeParse(event.target.value);
            setFilters({ status: parsed.success ? parsed.data : undefined });
          }}
        />
        <TextField
          label="Customer e-mail starts with"
          type="search"
          autoComplete="off"
          value={emailDraft}
          onChange={(event) => setEmailDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <PagedList
        query={list}
        errorText="The subscriptions could not be loaded. Reload the page to try again."
        emptyText="No subscription matches."
        columns={COLUMNS}
        rowKey={(row) => row.id}
        pagesLabel="Subscriptions pages"
        onPage={setPage}
      />
      <HeldRenewals />
    </section>
  );
}
