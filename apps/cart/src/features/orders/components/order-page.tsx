import { Link, useLocation, useParams, useSearchParams } from '@shop/ui/router';
import { orderIdParamsSchema, type Order } from '@shop/contracts/orders';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { SHOP_NAME } from '@shop/ui/brand';
import { Button } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { AmountsTable } from '../../../components/amounts-table.js';
import { SignInPrompt } from '../../../components/sign-in-prompt.js';
import { formatMoney } from '../../../utils/format-money.js';
import { isOrderPlacedState } from '../../../utils/order-placed-state.js';
import { PAYMENT_METHOD_LABELS } from '../../../utils/payment-method-labels.js';
import { useOrder } from '../api/get-order.js';
import { formatOrderDate } from '../order-display.js';
import { ChangeWindowPanel } from './change-window-panel.js';
import { OrderNotFound } from './order-not-found.js';
import { OrderStatusBadge } from './order-status-badge.js';
import { SubscriptionBoxBadge } from './subscription-box-badge.js';
import './orders.css';

/** Checkout's thanks (router state) and Stripe's return (?payment=success). */
function Confirmation() {
  const justPlaced = isOrderPlacedState(useLocation().state);
  const paid = useSearchParams()[0].get('payment') === 'success';
  if (!justPlaced && !paid) return null;
  return (
    <div className="ui-alert orders-confirmation" role="status">
      <p>Thank you! Your order has been placed.</p>
      {paid ? <p>Payment received — thank you!</p> : null}
    </div>
  );
}

function OrderDetails({ order }: { order: Order }) {
  useDocumentTitle(`Order #${order.id} | ${SHOP_NAME}`);
  const { shippingAddress: address } = order;
  return (
    <article className="order-page" aria-labelledby="order-heading">
      <h1 id="order-heading">Order #{order.id}</h1>
      {order.subscriptionId !== null ? (
        <p className="order-page__subscription">
          <SubscriptionBoxBadge order={order} /> Packed for your subscription.{' '}
          <Link to="/subscriptions/manage">Manage your subscription</Link>
        </p>
      ) : null}
      <Confirmation />
      <dl className="order-page__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div>
          <dt>Delivery window</dt>
          <dd>
            {order.deliveryWindow ? (
              <time dateTime={order.deliveryWindow.startsAt}>{order.deliveryWindow.label}</time>
            ) : (
              'Not booked yet'
            )}
          </dd>
        </div>
      </dl>
      <ChangeWindowPanel order={order} />
      <div className="order-page__layout">
        <Card as="section" aria-labelledby="order-items-heading">
          <h2 id="order-items-heading">Items</h2>
          <table className="order-lines">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line) => (
                <tr key={line.productId}>
                  <th scope="row">{line.name}</th>
                  <td>{line.quantity}</td>
                  <td>{formatMoney(line.unitPrice)}</td>
                  <td>{formatMoney(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <AmountsTable amounts={order} caption="Order totals" />
        </Card>
        <Card as="section" aria-labelledby="order-shipping-heading">
          <h2 id="order-shipping-heading">Shipping Address</h2>
          <address className="order-page__address">
            {order.firstName} {order.lastName}
            <br />
            {address.address}
            <br />
            {address.city}, {address.state} {address.zipCode}
            {order.phone ? (
              <>
                <br />
                {order.phone}
              </>
            ) : null}
            <br />
            {order.email}
          </address>
          {order.specialInstructions ? (
            <p>
              <strong>Special instructions:</strong> {order.specialInstructions}
            </p>
          ) : null}
        </Card>
      </div>
      <p>
        <Link to="/orders">Your Orders</Link>
      </p>
    </article>
  );
}

function SignedInOrder({ orderId }: { orderId: number }) {
  const { data: order, error, isError, refetch } = useOrder(orderId, { enabled: true });
  if (isError) {
    if (error instanceof ApiRequestError && error.status === 404) return <OrderNotFound />;
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load this order. Please check your connection and try again.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!order) return <Spinner label="Loading your order…" />;
  return <OrderDetails order={order} />;
}

/** /orders/:id: one of the signed-in shopper's orders. */
export function OrderPage() {
  const parsedParams = orderIdParamsSchema.safeParse(useParams());
  const { pathname, search } = useLocation();
  const { isAuthenticated, isLoading } = useAuth();

  if (isLoading) return <Spinner />;
  if (!isAuthenticated) {
    return (
      <SignInPrompt
        title="Sign in to view your order"
        text="Your orders are kept with your account."
        returnTo={`${pathname}${search}`}
      />
    );
  }
  if (!parsedParams.success) return <OrderNotFound />;
  return <SignedInOrder orderId={parsedParams.data.id} />;
}
