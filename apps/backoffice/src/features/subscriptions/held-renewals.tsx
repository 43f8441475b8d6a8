import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { Link } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { formatDate } from '../../components/format.js';
import { Pagination } from '../../components/pagination.js';
import { heldRenewalsQueryOptions } from './api/subscriptions.js';

/** The queue of boxes that did not ship on their own: held for a short oil, or failed. */
export function HeldRenewals() {
  const [page, setPage] = useState(1);
  const held = useQuery(heldRenewalsQueryOptions(page));
  return (
    <section id="held" aria-labelledby="held-heading">
      <h2 id="held-heading">Held renewals</h2>
      {held.isPending ? (
        <Spinner />
      ) : held.isError ? (
        <p role="alert">The held renewals could not be loaded. Reload the page to try again.</p>
      ) : held.data.items.length === 0 ? (
        <p>No renewal is held or failed.</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Renews</th>
                <th scope="col">Subscription</th>
                <th scope="col">Customer</th>
                <th scope="col">State</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {held.data.items.map((item) => (
                <tr key={item.cycleId}>
                  <td>{formatDate(item.renewsAt)}</td>
                  <td>
                    <Link to={adminPath('subscription', item.subscriptionId)}>
                      #{item.subscriptionId} {item.planName}
                    </Link>
                  </td>
                  <td>
                    {item.customer.name}
                    <br />
                    <span className="subscriptions-muted">{item.customer.email}</span>
                  </td>
                  <td>{item.state === 'held' ? 'Held' : 'Failed'}</td>
                  <td>{item.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={held.data.page}
            pageSize={held.data.pageSize}
            total={held.data.total}
            onPage={setPage}
            label="Held renewals pages"
          />
        </>
      )}
    </section>
  );
}
