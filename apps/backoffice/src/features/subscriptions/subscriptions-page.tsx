import { useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { subscriptionStatusSchema, type SubscriptionStatus } from '@shop/contracts/subscriptions';
import { Button } from '@shop/ui/button';
import { Link, useSearchParams } from '@shop/ui/router';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import { TextField } from '@shop/ui/text-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDate } from '../../components/format.js';
import { Pagination } from '../../components/pagination.js';
import { subscriptionsQueryOptions } from './api/subscriptions.js';
import { HeldRenewals } from './held-renewals.js';
import { PAYMENT_LABELS, STATUS_LABELS } from './subscription-labels.js';
import './subscriptions.css';

const STATUS_OPTIONS = subscriptionStatusSchema.options.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** /admin/subscriptions: every subscription by status or customer e-mail, and the renewals needing attention. */
export function SubscriptionsPage() {
  useDocumentTitle('Subscriptions | Back office');
  // The filters and the page live in the address, so a filtered list can be shared, reloaded and gone back to.
  const [searchParams, setSearchParams] = useSearchParams();
  const parsedStatus = subscriptionStatusSchema.safeParse(searchParams.get('status'));
  const status: SubscriptionStatus | undefined = parsedStatus.success ? parsedStatus.data : undefined;
  const email = searchParams.get('email') ?? '';
  const page = Number(searchParams.get('page') ?? '1') || 1;
  const [emailDraft, setEmailDraft] = useState(email);
  // Back and forward change the address: the search box follows it.
  useEffect(() => setEmailDraft(email), [email]);
  const list = useQuery({ ...subscriptionsQueryOptions({ status, email, page }), placeholderData: keepPreviousData });

  /** A new filter starts again at page 1. */
  const show = (next: { status?: SubscriptionStatus; email: string; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.email) params.set('email', next.email);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    show({ status, email: emailDraft.trim() });
  };

  return (
    <section>
      <h1>Subscriptions</h1>
      <form className="admin-filters" role="search" aria-label="Find subscriptions" onSubmit={search}>
        <SelectField
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => {
            const parsed = subscriptionStatusSchema.safeParse(event.target.value);
            show({ status: parsed.success ? parsed.data : undefined, email });
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
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert">The subscriptions could not be loaded. Reload the page to try again.</p>
      ) : list.data.items.length === 0 ? (
        <p>No subscription matches.</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Customer</th>
                <th scope="col">Plan</th>
                <th scope="col">Status</th>
                <th scope="col">Next box</th>
                <th scope="col">Payment</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={adminPath('subscription', row.id)}>#{row.id}</Link>
                  </td>
                  <td>
                    {row.customer.name}
                    <br />
                    <span className="subscriptions-muted">{row.customer.email}</span>
                  </td>
                  <td>{row.planName}</td>
                  <td>
                    {STATUS_LABELS[row.status]}
                    {row.cancelAtPeriodEnd && row.status !== 'cancelled' ? ' (ends at period end)' : ''}
                  </td>
                  <td>{row.nextBoxAt ? formatDate(row.nextBoxAt) : '—'}</td>
                  <td>{PAYMENT_LABELS[row.paymentMethod]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(next) => show({ status, email, page: next })}
            label="Subscriptions pages"
          />
        </>
      )}
      <HeldRenewals />
    </section>
  );
}
