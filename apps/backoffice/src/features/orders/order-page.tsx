import { DeliveryWindowPanel } from './delivery-window-panel.js';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/contracts/admin-orders';
import { adminPath } from '@shop/contracts/admin-routes';
import { Card } from '@shop/ui/card';
import { Link, useParams } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDateTime } from '../../components/format.js';
import { orderQueryOptions } from './api/orders.js';
import { OrderActions } from './order-actions.js';
import { PayOnDeliveryLimitsPanel } from './pay-on-delivery-limits-panel.js';
import { RefundForm } from './refund-form.js';
import { OrderStatusBadge } from './status-badge.js';
import { EVENT_LABELS, PAYMENT_LABELS } from './order-words.js';
import './orders.css';

/** /admin/orders/:id: the order, what staff can do with it next, refunds (owner) and its timeline. */
export function OrderPage() {
  const rawId = useParams().id;
  const id = Number(rawId);
  useDocumentTitle(`Order #${id} | Back office`);
  const order = useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const { user } = useAuth();
  if (order.isError || !(Number.isInteger(id) && id > 0)) {
    return (
      <section>
        <h1>Order #{rawId}</h1>
        <p role="alert">This order could not be loaded. Check the number, or reload the page to try again.</p>
      </section>
    );
  }
  if (order.isPending) return <Spinner />;
  const data = order.data;
  return (
    <section>
      <p>
        <Link to={adminPath('orders')}>← All orders</Link>
      </p>
      <h1>
        Order #{data.id} <OrderStatusBadge status={data.status} />
      </h1>
      <p>
        Placed {formatDateTime(data.createdAt)} · <Link to={adminPath('packingSlip', data.id)}>Print packing slip</Link>
      </p>
      <OrderActions order={data} />
      <div className="order-sections">
        <Card>
          <h2>Customer</h2>
          <p>
            {data.firstName} {data.lastName}
            <br />
            {data.email}
            <br />
            {data.phone ?? 'No phone'}
          </p>
          <h3>Delivery address</h3>
          <p>
            {data.shippingAddress.address}
            <br />
            {data.shippingAddress.city}, {data.shippingAddress.state} {data.shippingAddress.zipCode}
          </p>
          <h3>Delivery window</h3>
          <DeliveryWindowPanel order={data} />
          {data.specialInstructions && (
            <>
              <h3>Special instructions</h3>
              <p>{data.specialInstructions}</p>
            </>
          )}
          {/* An order whose account was removed has no limits left to show. */}
          {data.userId && <PayOnDeliveryLimitsPanel orderId={data.id} />}
        </Card>
        <Card>
          <h2>Payment</h2>
          <Amounts order={data} />
        </Card>
      </div>
      <h2>Items</h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Unit price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Line total</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((item) => (
            <tr key={item.productId}>
              <td>{item.name}</td>
              <td>${item.unitPrice}</td>
              <td>{item.quantity}</td>
              <td>${item.lineTotal}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {user?.role === 'owner' && data.refundable !== '0.00' && (
        <>
          <h2>Refund</h2>
          <RefundForm order={data} />
        </>
      )}
      <h2>Timeline</h2>
      <ol className="order-timeline">
        {data.events.map((event) => (
          <li key={event.id}>
            <strong>{EVENT_LABELS[event.type]}</strong>
            {event.amount ? ` $${event.amount}` : ''} — {formatDateTime(event.createdAt)} by{' '}
            {event.actorEmail ?? 'the shop'}
            {event.note && <div className="orders-muted">{event.note}</div>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Amounts({ order }: { order: AdminOrder }) {
  return (
    <dl className="admin-fields">
      <div>
        <dt>Method</dt>
        <dd>{PAYMENT_LABELS[order.paymentMethod]}</dd>
      </div>
      <div>
        <dt>Subtotal</dt>
        <dd>${order.subtotal}</dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd>${order.tax}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>${order.shipping}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>${order.total}</dd>
      </div>
      <div>
        <dt>Refunded</dt>
        <dd>${order.refundedTotal}</dd>
      </div>
    </dl>
  );
}
