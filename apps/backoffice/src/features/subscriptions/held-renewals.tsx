import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HeldRenewal } from '@shop/contracts/admin-subscriptions';
import { adminPath } from '@shop/contracts/admin-routes';
import { Link } from '@shop/ui/router';
import { formatDate } from '../../components/format.js';
import type { Column } from '../../list-kit/data-table.js';
import { PagedList } from '../../list-kit/paged-list.js';
import { CustomerCell } from './customer-cell.js';
import { heldRenewalsQueryOptions } from './api/subscriptions.js';

const COLUMNS: readonly Column<HeldRenewal>[] = [
  { header: 'Renews', cell: (item) => formatDate(item.renewsAt) },
  {
    header: 'Subscription',
    cell: (item) => (
      <Link to={adminPath('subscription', item.subscriptionId)}>
        #{item.subscriptionId} {item.planName}
      </Link>
    ),
  },
  { header: 'Customer', cell: (item) => <CustomerCell customer={item.customer} /> },
  { header: 'State', cell: (item) => (item.state === 'held' ? 'Held' : 'Failed') },
  { header: 'Reason', cell: (item) => item.reason },
];

/** The queue of boxes that did not ship on their own: held for a short oil, or failed. */
export function HeldRenewals() {
  const [page, setPage] = useState(1);
  const held = useQuery(heldRenewalsQueryOptions(page));
  return (
    <section id="held" aria-labelledby="held-heading">
      <h2 id="held-heading">Held renewals</h2>
      <PagedList
        query={held}
        errorText="The held renewals could not be loaded. Reload the page to try again."
        emptyText="No renewal is held or failed."
        columns={COLUMNS}
        rowKey={(item) => item.cycleId}
        pagesLabel="Held renewals pages"
        onPage={setPage}
      />
    </section>
  );
}
