import { Link } from '@shop/ui/router';
import { Button, buttonClassName } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';
import { useSubscriptions } from '../../subscriptions/api/get-subscriptions.js';
import { SubscriptionCard } from './subscription-card.js';

/** The signed-in shopper's subscriptions; expired ones (a first payment never made) are not theirs to manage. */
export function SubscriptionList() {
  const { data, isPending, isError, refetch } = useSubscriptions({ enabled: true });
  if (isPending) return <Spinner label="Loading your subscriptions…" />;
  if (isError) {
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load your subscriptions. Please check your connection and try again.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const subscriptions = data.filter((subscription) => subscription.status !== 'expired');
  if (subscriptions.length === 0) {
    return (
      <div className="subscription-message">
        <p>You have no subscriptions yet. A monthly box of fresh oils is one click away.</p>
        <Link className={buttonClassName('primary')} to="/subscriptions">
          See subscription plans
        </Link>
      </div>
    );
  }
  return (
    <ul className="manage-list">
      {subscriptions.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionCard subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}
