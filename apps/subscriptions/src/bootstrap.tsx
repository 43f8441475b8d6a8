import { Navigate, Route, Routes } from '@shop/ui/router';
import { HarnessLayout } from '@shop/ui/harness-layout';
import { renderHarness } from '@shop/ui/render-harness';
import ManageSubscriptionsPageRemote from './exposed/manage-subscriptions-page.js';
import PlansPageRemote from './exposed/plans-page.js';
import SubscriptionCheckoutPageRemote from './exposed/subscription-checkout-page.js';
import SubscriptionSuccessPageRemote from './exposed/subscription-success-page.js';

/** Standalone harness: the subscription pages with the same providers the shell gives them. */
function SubscriptionsHarness() {
  return (
    <HarnessLayout
      remoteName="subscriptions"
      links={[
        { to: '/subscriptions', label: 'Plans' },
        { to: '/subscriptions/manage', label: 'Manage' },
      ]}
    >
      <Routes>
        <Route path="/" element={<Navigate to="/subscriptions" replace />} />
        <Route path="/subscriptions" element={<PlansPageRemote />} />
        <Route path="/subscriptions/checkout/:planId" element={<SubscriptionCheckoutPageRemote />} />
        <Route path="/subscriptions/success" element={<SubscriptionSuccessPageRemote />} />
        <Route path="/subscriptions/manage" element={<ManageSubscriptionsPageRemote />} />
        <Route path="*" element={<p>This harness only serves the /subscriptions pages.</p>} />
      </Routes>
    </HarnessLayout>
  );
}

renderHarness(<SubscriptionsHarness />);
