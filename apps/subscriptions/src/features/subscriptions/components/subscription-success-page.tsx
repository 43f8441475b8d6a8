import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from '@shop/ui/router';
import { parseNumericId } from '@shop/contracts/numeric-id';
import type { Subscription } from '@shop/contracts/subscriptions';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { signInUrl } from '@shop/ui/auth-urls';
import { SHOP_NAME } from '@shop/ui/brand';
import { Button, buttonClassName } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { useSubscriptions } from '../api/get-subscriptions.js';
import { BackToPlansLink } from './back-to-plans-link.js';
import { SubscriptionFacts } from './subscription-facts.js';
import './plans.css';

/** While Stripe confirms the first payment the subscription is "incomplete": ask again this often… */
const CONFIRMATION_POLL_MS = 2_000;
/** …for this long; a payment still unconfirmed after that is left to the manage page. */
const CONFIRMATION_WAIT_MS = 30_000;

function SubscriptionNotFound({ signInToLook = false }: { signInToLook?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div className="subscription-message">
      <h1>Subscription Not Found</h1>
      <p>We couldn't find that subscription. If you just subscribed, it can take a moment to appear.</p>
      {signInToLook ? (
        <p>
          <a className={buttonClassName('primary')} href={signInUrl(`${pathname}${search}`)}>
            Sign in to see your subscription
          </a>
        </p>
      ) : null}
      <BackToPlansLink />
    </div>
  );
}

interface PaymentConfirmationProps {
  confirming: boolean;
  gaveUpWaiting: boolean;
  onCheckAgain: () => void;
}

/** Says, politely, that the first payment is still being confirmed, and when the page stops asking. */
function PaymentConfirmation({ confirming, gaveUpWaiting, onCheckAgain }: PaymentConfirmationProps) {
  return (
    <>
      <div role="status" className="subscription-success__status">
        {confirming ? (
          <p className="ui-alert">
            {gaveUpWaiting
              ? 'Your payment is taking longer than usual to confirm. Your subscription starts as soon as it does.'
              : 'Confirming your payment…'}
          </p>
        ) : null}
      </div>
      {confirming && gaveUpWaiting ? (
        <Button variant="secondary" size="sm" onClick={onCheckAgain}>
          Check again
        </Button>
      ) : null}
    </>
  );
}

function SubscriptionConfirmation({
  subscription,
  ...confirmation
}: { subscription: Subscription } & PaymentConfirmationProps) {
  return (
    <div className="subscription-success">
      <h1>Thank you for subscribing!</h1>
      <PaymentConfirmation {...confirmation} />
      <Card as="section" aria-labelledby="subscription-details-heading" className="subscription-summary">
        <h2 id="subscription-details-heading">{subscription.planName}</h2>
        <SubscriptionFacts subscription={subscription} />
      </Card>
      <p>
        <Link className={buttonClassName('primary')} to="/subscriptions/manage">
          Manage your subscription
        </Link>
      </p>
      <h2>What happens next</h2>
      <ul>
        <li>
          We press your oils and ship them within 48 hours of each renewal; local delivery takes 3-5 business days.
        </li>
        <li>Until each box's cutoff you can change its oils, skip it, pause your subscription or cancel it.</li>
      </ul>
    </div>
  );
}

/** Finds the subscription in the shopper's list, polling while its first payment is confirmed. */
function SubscriptionLookup({ subscriptionId }: { subscriptionId: number }) {
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);
  const isIncomplete = (list: Subscription[] | undefined) =>
    list?.find((candidate) => candidate.id === subscriptionId)?.status === 'incomplete';
  const { data, error, isPending, isError, refetch } = useSubscriptions({
    enabled: true,
    pollEvery: (list) => (!gaveUpWaiting && isIncomplete(list) ? CONFIRMATION_POLL_MS : false),
  });
  const confirming = isIncomplete(data);

  useEffect(() => {
    if (!confirming || gaveUpWaiting) return;
    const timer = setTimeout(() => setGaveUpWaiting(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [confirming, gaveUpWaiting]);

  if (isPending) return <Spinner label="Loading your subscription…" />;
  if (isError) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) {
      return <SubscriptionNotFound signInToLook={error.status === 401} />;
    }
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load your subscription. Please check your connection and try again.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const subscription = data.find((candidate) => candidate.id === subscriptionId);
  if (!subscription) return <SubscriptionNotFound />;
  return (
    <SubscriptionConfirmation
      subscription={subscription}
      confirming={confirming}
      gaveUpWaiting={gaveUpWaiting}
      onCheckAgain={() => {
        setGaveUpWaiting(false);
        void refetch();
      }}
    />
  );
}

/** /subscriptions/success?subscription_id=…: where checkout lands, after Stripe or pay on delivery. */
export function SubscriptionSuccessPage() {
  useDocumentTitle(`Subscription | ${SHOP_NAME}`);
  const [searchParams] = useSearchParams();
  const subscriptionId = parseNumericId(searchParams.get('subscription_id'));
  const { isAuthenticated, isLoading } = useAuth();

  if (subscriptionId === null) return <SubscriptionNotFound />;
  if (isLoading) return <Spinner label="Loading your subscription…" />;
  // Not asked for when signed out: the list is the shopper's own.
  if (!isAuthenticated) return <SubscriptionNotFound signInToLook />;
  return <SubscriptionLookup subscriptionId={subscriptionId} />;
}
