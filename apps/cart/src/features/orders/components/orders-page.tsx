import { Link } from '@shop/ui/router';
import type { Order } from '@shop/contracts/orders';
import { SHOP_NAME } from '@shop/ui/brand';
import { Button, buttonClassName } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { MessagePanel } from '../../../components/message-panel.js';
import { SignInPrompt } from '../../../components/sign-in-prompt.js';
import { formatMoney } from '../../../utils/format-money.js';
import { useOrders } from '../api/get-orders.js';
import { formatOrderDate } from '../order-display.js';
import { OrderStatusBadge } from './order-status-badge.js';
import { SubscriptionBoxBadge } from './subscription-box-badge.js';
import './orders.css';

function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.id}-heading`;
  return (
    <li>
      <Card as="article" aria-labelledby={headingId} className="orders-card">
        <div className="orders-card__header">
          <h2 id={headingId} className="orders-card__title">
            <Link to={`/orders/${order.id}`}>Order #{order.id}</Link>
          </h2>
          <span className="orders-card__badges">
            <SubscriptionBoxBadge order={order} />
            <OrderStatusBadge status={order.status} />
          </span>
        </div>
        <p className="orders-card__date ui-muted">
          Placed on <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        </p>
        {order.deliveryWindow ? (
          <p className="orders-card__window">
            Delivery: <time dateTime={order.deliveryWindow.startsAt}>{order.deliveryWindow.label}</time>
          </p>
        ) : null}
        <ul className="orders-card__items">
          {order.items.map((line) => (
            <li key={line.productId}>
              {line.name} <span className="ui-muted">× {line.quantity}</span>
            </li>
          ))}
        </ul>
        <p className="orders-card__total">
          Total <strong>{formatMoney(order.total)}</strong>
        </p>
      </Card>
    </li>
  );
}

function OrderList() {
  const { data: orders, isError, refetch } = useOrders({ enabled: true });
  if (isError) {
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load your orders.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!orders) return <Spinner label="Loading your orders…" />;
  if (orders.length === 0) {
    return (
      <MessagePanel
        title="No orders yet"
        action={
          <Link className={buttonClassName('primary')} to="/products">
            Shop Now
          </Link>
        }
      >
        Orders you place show up here.
      </MessagePanel>
    );
  }
  return (
    <ul className="orders-list">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}

/** /orders: the signed-in shopper's order history, newest first. */
export function OrdersPage() {
  useDocumentTitle(`Your Orders | ${SHOP_NAME}`);
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <div className="orders-page">
      <h1>Your Orders</h1>
      {isLoading ? (
        <Spinner />
      ) : isAuthenticated ? (
        <OrderList />
      ) : (
        <SignInPrompt
          title="Sign in to view your orders"
          text="Your orders are kept with your account."
          returnTo="/orders"
        />
      )}
    </div>
  );
}
