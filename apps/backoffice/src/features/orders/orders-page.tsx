import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderSummary } from '@shop/contracts/admin-orders';
import { adminPath } from '@shop/contracts/admin-routes';
import { Link } from '@shop/ui/router';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDateTime } from '../../components/format.js';
import type { Column } from '../../list-kit/data-table.js';
import { PagedList } from '../../list-kit/paged-list.js';
import { useUrlListState } from '../../list-kit/use-url-list-state.js';
import { ordersQueryOptions } from './api/orders.js';
import { filledIn, filtersFromUrl } from './order-filters.js';
import { OrderFiltersForm } from './order-filters-form.js';
import { OrderStatusBadge } from './status-badge.js';
import './orders.css';

const COLUMNS: readonly Column<AdminOrderSummary>[] = [
  { header: 'Order', cell: (order) => <Link to={adminPath('order', order.id)}>#{order.id}</Link> },
  { header: 'Placed', cell: (order) => formatDateTime(order.createdAt) },
  {
    header: 'Customer',
    cell: (order) => (
      <>
        {order.firstName} {order.lastName}
        <br />
        <span className="orders-muted">{order.email}</span>
      </>
    ),
  },
  { header: 'ZIP', cell: (order) => order.zipCode },
  { header: 'Total', cell: (order) => `$${order.total}` },
  { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
];

/** /admin/orders: every order, newest first, filtered by the form (kept in the address, so a filtered list can be shared). */
export function OrdersPage() {
  useDocumentTitle('Orders | Back office');
  const { filters, page, setFilters, setPage } = useUrlListState(filtersFromUrl);
  const orders = useQuery({
    ...ordersQueryOptions({ ...filledIn(filters), page }),
    placeholderData: keepPreviousData,
  });

  return (
    <section>
      <h1>Orders</h1>
      <OrderFiltersForm filters={filters} onApply={setFilters} />
      <PagedList
        query={orders}
        errorText="The orders could not be loaded. Reload the page to try again."
        emptyText="No orders match these filters."
        summary={(list) => (
          <p className="orders-count">
            {list.total} {list.total === 1 ? 'order' : 'orders'}
          </p>
        )}
        columns={COLUMNS}
        rowKey={(order) => order.id}
        pagesLabel="Orders pages"
        onPage={setPage}
      />
    </section>
  );
}
