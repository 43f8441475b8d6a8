import { signInUrl } from '@shop/ui/auth-urls';
import { SHOP_NAME } from '@shop/ui/brand';
import { buttonClassName } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { SubscriptionList } from './subscription-list.js';
import '../../subscriptions/components/plans.css';
import './manage.css';

const MANAGE_SUBSCRIPTIONS_PATH = '/subscriptions/manage';

/** /subscriptions/manage: the shopper's subscriptions, each with the changes it allows. */
export function ManageSubscriptionsPage() {
  useDocumentTitle(`Your Subscriptions | ${SHOP_NAME}`);
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <div className="manage-page">
      <h1>Your Subscriptions</h1>
      {isLoading ? (
        <Spinner />
      ) : isAuthenticated ? (
        <SubscriptionList />
      ) : (
        <div className="subscription-message">
          <p>Your subscriptions are kept with your account.</p>
          <a className={buttonClassName('primary')} href={signInUrl(MANAGE_SUBSCRIPTIONS_PATH)}>
            Sign in to manage your subscriptions
          </a>
        </div>
      )}
    </div>
  );
}
