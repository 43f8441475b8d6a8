import { useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { parseNumericId } from '@shop/contracts/numeric-id';
import { Link, useParams } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDate, formatDateTime } from '../../components/format.js';
import { subscriptionQueryOptions } from './api/subscriptions.js';
import { CycleTable } from './cycle-table.js';
import { SubscriptionActions } from './subscription-actions.js';
import { PAYMENT_LABELS, STATUS_LABELS } from './subscription-labels.js';
import './subscriptions.css';

/** /admin/subscriptions/:id: one subscription with every box, and the changes made for the customer. */
export function SubscriptionPage() {
  useDocumentTitle('Subscription | Back office');
  const id = parseNumericId(useParams().id);
  if (id === null) {
    return (
      <section>
        <h1>Subscription</h1>
        <p role="alert">There is no such subscription.</p>
      </section>
    );
  }
  return <SubscriptionDetails id={id} />;
}

function SubscriptionDetails({ id }: { id: number }) {
  const query = useQuery(subscriptionQueryOptions(id));
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <section>
        <h1>Subscription #{id}</h1>
        <p role="alert">This subscription could not be loaded. Reload the page to try again.</p>
        <Link to={adminPath('subscriptions')}>Back to subscriptions</Link>
      </section>
    );
  }
  const subscription = query.data;
  const { address, city, state, zipCode, phone } = subscription.shippingAddress;
  return (
    <section>
      <p>
        <Link to={adminPath('subscriptions')}>Back to subscriptions</Link>
      </p>
      <h1>
        Subscription #{subscription.id}: {subscription.plan.name}
      </h1>
      <dl className="subscription-details">
        <dt>Status</dt>
        <dd>
          {STATUS_LABELS[subscription.status]}
          {subscription.cancelAtPeriodEnd && subscription.status !== 'cancelled'
            ? ', ends at the end of its period'
            : ''}
          {subscription.pausedUntil ? `, paused until ${formatDate(subscription.pausedUntil)}` : ''}
        </dd>
        <dt>Customer</dt>
        <dd>
          {subscription.customer.name} ({subscription.customer.email})
        </dd>
        <dt>Plan</dt>
        <dd>
          {subscription.plan.name}: {subscription.plan.bottleCount} bottles, ${subscription.plan.price} a month
        </dd>
        <dt>Payment</dt>
        <dd>{PAYMENT_LABELS[subscription.paymentMethod]}</dd>
        <dt>Address</dt>
        <dd>
          {address}, {city}, {state} {zipCode} · {phone}
        </dd>
        <dt>Chosen oils</dt>
        <dd>{subscription.selectedOils.map((oil) => oil.name).join(', ') || '—'}</dd>
        <dt>Subscribed</dt>
        <dd>{formatDateTime(subscription.createdAt)}</dd>
      </dl>
      <h2>Changes for the customer</h2>
      <SubscriptionActions subscription={subscription} />
      <h2>Boxes</h2>
      <CycleTable cycles={subscription.cycles} />
    </section>
  );
}
