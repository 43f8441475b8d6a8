import type { ZipGroup } from '@shop/contracts/admin-today';
import { adminPath } from '@shop/contracts/admin-routes';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/orders';
import { Link } from '@shop/ui/router';
import { formatDate } from '../../components/format.js';

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** Orders by delivery ZIP code: one list per ZIP, each order a link to its page. */
export function ZipGroups({ groups, empty }: { groups: ZipGroup[]; empty: string }) {
  if (groups.length === 0) return <p>{empty}</p>;
  return (
    <div className="today-zips">
      {groups.map((group) => (
        <section key={group.zipCode} aria-label={`ZIP ${group.zipCode}`}>
          <h3>
            ZIP {group.zipCode} <span className="today-count">({group.orders.length})</span>
          </h3>
          <ul>
            {group.orders.map((order) => (
              <li key={order.id}>
                <Link to={adminPath('order', order.id)}>Order #{order.id}</Link> — {order.customerName},{' '}
                {statusLabel(order.status).toLowerCase()}, ordered {formatDate(order.orderedAt)}
                {order.subscriptionId !== null ? ' (subscription box)' : ''}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
