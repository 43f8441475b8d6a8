import { createAppConfig } from '../../tools/rspack/create-app-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'subscriptions',
  title: 'Subscriptions remote | Cumming Organics',
  description: 'Monthly oil subscription plans of Cumming Organics, running on their own for QA.',
  exposes: {
    './PlansPage': './src/exposed/plans-page.tsx',
    './SubscriptionCheckoutPage': './src/exposed/subscription-checkout-page.tsx',
    './SubscriptionSuccessPage': './src/exposed/subscription-success-page.tsx',
    './ManageSubscriptionsPage': './src/exposed/manage-subscriptions-page.tsx',
  },
});
