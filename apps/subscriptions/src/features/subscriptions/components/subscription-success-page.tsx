import { useSearchParams } from '@shop/ui/router';
import type { Subscription } from '@shop/contracts/subscriptions';
import { SHOP_NAME } from '@shop/ui/brand';
import { Card } from '@shop/ui/card';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { usePlan } from '../api/get-plan.js';
import { useSubscriptions } from '../api/get-subscriptions.js';
import { BackToPlansLink } from './back-to-plans-link.js';
import './plans.css';

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function SubscriptionNotFound() {
  return (
    <div className="subscription-message">
      <h1>Subscription Not Found</h1>
      <p>We couldn't find that subscription. If you just subscribed, it can take a moment to appear.</p>
      <BackToPlansLink />
    </div>
  );
}

function SubscriptionConfirmation({ subscription }: { subscription: Subscription }) {
  const { data: plan } = usePlan(subscription.planId);
  const { address, city, state, zipCode } = subscription.shippingAddress;
  return (
    <div>
      <h1>Thank you for subscribing!</h1>
      <Card as="section" aria-labelledby="subscription-details-heading" className="subscription-summary">
        <h2 id="subscription-details-heading">{plan ? plan.name : 'Your subscription'}</h2>
        <dl>
          <dt>Status</dt>
          <dd>{capitalise(subscription.status)}</dd>
          <dt>Ships to</dt>
          <dd>
            {address}, {city}, {state} {zipCode}
          </dd>
        </dl>
      </Card>
      <h2>What happens next</h2>
      <p>We press your oils and ship them within 48 hours of each renewal; local delivery takes 3-5 business days.</p>
      <BackToPlansLink />
    </div>
  );
}

/** /subscriptions/success?subscription_id=… */
export function SubscriptionSuccessPage() {
  useDocumentTitle(`Subscription | ${SHOP_NAME}`);
  const [searchParams] = useSearchParams();
  const subscriptionId = Number(searchParams.get('subscription_id'));
  const { data: subscriptions, isPending, isError } = useSubscriptions();

  if (isPending) return <Spinner label="Loading your subscription…" />;
  const subscription = isError ? undefined : subscriptions.find((candidate) => candidate.id === subscriptionId);
  if (!subscription) return <SubscriptionNotFound />;
  return <SubscriptionConfirmation subscription={subscription} />;
}
