import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { SubscriptionSuccessPage } from '../features/subscriptions/components/subscription-success-page.js';

/** Exposed as subscriptions/SubscriptionSuccessPage (/subscriptions/success). */
export default function SubscriptionSuccessPageRemote() {
  return (
    <RemoteRoot name="subscriptions" buildVersion={BUILD_VERSION}>
      <SubscriptionSuccessPage />
    </RemoteRoot>
  );
}
