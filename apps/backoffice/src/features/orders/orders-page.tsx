import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@shop/contracts/orders';
import { Button } from '@shop/ui/button';
import { Link, useSearchParams } from '@shop/ui/router';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import { TextField } from '@shop/ui/text-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDateTime } from '../../components/format.js';
import { Pagination } from '../../components/pagination.js';
import { ordersQueryOptions } from './api/orders.js';
import { filledIn, filtersFromUrl, orderFiltersSchema, pageFromUrl, type OrderFilters } from './order-filters.js';
import { OrderStatusBadge } from './status-badge.js';
import './orders.css';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }));

/** /admin/orders: every order, newest first, filtered by the form (kept in the address, so a filtered list can be shared). */
export function OrdersPage() {
  useDocumentTitle('Orders | Back office');
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromUrl(search);
  const page = pageFromUrl(search);
  const orders = useQuery({
    ...ordersQueryOptions({ ...filledIn(filters), page }),
    placeholderData: keepPreviousData,
  });

  const goTo = (next: Partial<OrderFilters>, nextPage: number) =>
    setSearch(new URLSearchParams({ ...next, ...(nextPage > 1 ? { page: String(nextPage) } : {}) }));

  return (
    <section>
      <h1>Orders</h1>
      <OrderFiltersForm filters={filters} onApply={(values) => goTo(filledIn(values), 1)} />
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <p role="alert">The orders could not be loaded. Reload the page to try again.</p>
      ) : orders.data.items.length === 0 ? (
        <p>No orders match these filters.</p>
      ) : (
        <>
          <p className="orders-count">
            {orders.data.total} {orders.data.total === 1 ? 'order' : 'orders'}
          </p>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">ZIP</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.items.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={adminPath('order', order.id)}>#{order.id}</Link>
                  </td>
                  <td>{formatDateTime(order.createdAt)}</td>
                  <td>
                    {order.firstName} {order.lastName}
                    <br />
                    <span className="orders-muted">{order.email}</span>
                  </td>
                  <td>{order.zipCode}</td>
                  <td>${order.total}</td>
                  <td>
                    <OrderStatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination label="Orders pages" {...orders.data} onPage={(next) => goTo(filledIn(filters), next)} />
        </>
      )}
    </section>
  );
}

function OrderFiltersForm({ filters, onApply }: { filters: OrderFilters; onApply: (values: OrderFilters) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderFilters>({ resolver: zodResolver(orderFiltersSchema), defaultValues: filters });
  // Back and forward change the address: the form follows it.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => reset(JSON.parse(filtersKey) as OrderFilters), [filtersKey, reset]);
  const empty: OrderFilters = { status: '', from: '', to: '', zip: '', q: '' };
  return (
    <form
      className="admin-filters"
      noValidate
      aria-label="Filter orders"
      onSubmit={(event) => void handleSubmit(onApply)(event)}
    >
      <SelectField
        label="Status"
        placeholder="Any status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...register('status')}
      />
      <TextField label="Placed from" type="date" error={errors.from?.message} {...register('from')} />
      <TextField label="Placed to" type="date" error={errors.to?.message} {...register('to')} />
      <TextField label="ZIP" inputMode="numeric" maxLength={5} error={errors.zip?.message} {...register('zip')} />
      <TextField label="Search" placeholder="#123, e-mail or name" error={errors.q?.message} {...register('q')} />
      <Button type="submit">Apply filters</Button>
      <Button
        variant="ghost"
        onClick={() => {
          reset(empty);
          onApply(empty);
        }}
      >
        Clear
      </Button>
    </form>
  );
}
