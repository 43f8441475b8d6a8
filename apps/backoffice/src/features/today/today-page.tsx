import { useQuery } from '@tanstack/react-query';
import { LOW_STOCK_THRESHOLD, PICK_LIST_DAYS, type PickListLine } from '@shop/contracts/admin-today';
import { adminPath } from '@shop/contracts/admin-routes';
import { FAILED_RENEWAL_ATTENTION_DAYS } from '@shop/contracts/admin-subscriptions';
import { Link } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDateTime } from '../../components/format.js';
import { DataTable, type Column } from '../../list-kit/data-table.js';
import { todayQueryOptions } from './api/today.js';
import { ZipGroups } from './zip-groups.js';
import './today.css';

/** The inbox list, filtered to what a count counts. */
const inboxList = (query: string) => `${adminPath('inbox')}?${query}`;

const PICK_LIST_COLUMNS: readonly Column<PickListLine>[] = [
  { header: 'Oil', cell: (line) => line.name },
  { header: 'Bottles', cell: (line) => line.bottles },
];

/** /admin: what the team packs, delivers, answers and presses today. */
export function TodayPage() {
  useDocumentTitle('Today | Back office');
  const today = useQuery(todayQueryOptions());
  if (today.isPending) return <Spinner />;
  if (today.isError) {
    return (
      <section>
        <h1>Today</h1>
        <p role="alert">Today’s numbers could not be loaded. Reload the page to try again.</p>
      </section>
    );
  }
  const { toPack, outForDelivery, toReschedule, inbox, renewals, lowStock, pickList, pickListBoxes, generatedAt } =
    today.data;
  const packCount = toPack.reduce((sum, group) => sum + group.orders.length, 0);
  const outCount = outForDelivery.reduce((sum, group) => sum + group.orders.length, 0);
  return (
    <section className="today">
      <h1>Today</h1>
      <p className="today-generated">As of {formatDateTime(generatedAt)}</p>

      <section aria-labelledby="today-pack">
        <h2 id="today-pack">To pack ({packCount})</h2>
        <ZipGroups groups={toPack} empty="Nothing to pack." />
      </section>

      <section aria-labelledby="today-out">
        <h2 id="today-out">Out for delivery ({outCount})</h2>
        <ZipGroups groups={outForDelivery} empty="Nothing out for delivery." />
      </section>

      {toReschedule.length > 0 ? (
        <section aria-labelledby="today-reschedule">
          <h2 id="today-reschedule">
            To reschedule ({toReschedule.reduce((sum, group) => sum + group.orders.length, 0)})
          </h2>
          <ZipGroups groups={toReschedule} empty="" />
        </section>
      ) : null}

      <section aria-labelledby="today-inbox">
        <h2 id="today-inbox">Inbox</h2>
        <ul>
          <li>
            <Link to={inboxList('kind=chat&status=open')}>Chats waiting for the team: {inbox.openChatHandoffs}</Link>
          </li>
          <li>
            <Link to={inboxList('kind=contact&status=open')}>Open contact messages: {inbox.openContactMessages}</Link>
          </li>
          <li>
            <Link to={inboxList('kind=inquiry')}>
              Business inquiries new or in progress: {inbox.openBusinessInquiries}
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="today-renewals">
        <h2 id="today-renewals">Renewals needing attention</h2>
        {renewals.held + renewals.failed === 0 ? (
          <p>No renewal needs attention.</p>
        ) : (
          <ul>
            <li>Held for a short oil: {renewals.held}</li>
            <li>
              Failed (last {FAILED_RENEWAL_ATTENTION_DAYS} days): {renewals.failed}
            </li>
          </ul>
        )}
        <Link to={`${adminPath('subscriptions')}#held`}>Open the held renewals</Link>
      </section>

      <section aria-labelledby="today-stock">
        <h2 id="today-stock">Low stock</h2>
        {lowStock.length === 0 ? (
          <p>Every product has more than {LOW_STOCK_THRESHOLD} on the shelf.</p>
        ) : (
          <ul>
            {lowStock.map((product) => (
              <li key={product.id}>
                <Link to={adminPath('product', product.id)}>{product.name}</Link>: {product.stock} left
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="today-pick">
        <h2 id="today-pick">Pick list (next {PICK_LIST_DAYS} days)</h2>
        {pickList.length === 0 ? (
          <p>No locked box renews in the next {PICK_LIST_DAYS} days.</p>
        ) : (
          <>
            <p>
              {pickListBoxes} {pickListBoxes === 1 ? 'box' : 'boxes'} with oils fixed and bottles set aside:
            </p>
            <DataTable columns={PICK_LIST_COLUMNS} items={pickList} rowKey={(line) => line.productId} />
          </>
        )}
      </section>
    </section>
  );
}
