import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { PlansPage } from '../features/subscriptions/components/plans-page.js';

/** Exposed as subscriptions/PlansPage (/subscriptions). */
export default function PlansPageRemote() {
  return (
    <RemoteRoot name="subscriptions" buildVersion={BUILD_VERSION}>
      <PlansPage />
    </RemoteRoot>
  );
}
