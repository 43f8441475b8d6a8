import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { ManageSubscriptionsPage } from '../features/manage/components/manage-subscriptions-page.js';

/** Exposed as subscriptions/ManageSubscriptionsPage (/subscriptions/manage). */
export default function ManageSubscriptionsPageRemote() {
  return (
    <RemoteRoot name="subscriptions" buildVersion={BUILD_VERSION}>
      <ManageSubscriptionsPage />
    </RemoteRoot>
  );
}
