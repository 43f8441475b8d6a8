import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { SubscriptionCheckoutPage } from '../features/checkout/components/subscription-checkout-page.js';

/** Exposed as subscriptions/SubscriptionCheckoutPage (/subscriptions/checkout/:planId). */
export default function SubscriptionCheckoutPageRemote() {
  return (
    <RemoteRoot name="subscriptions" buildVersion={BUILD_VERSION}>
      <SubscriptionCheckoutPage />
    </RemoteRoot>
  );
}
