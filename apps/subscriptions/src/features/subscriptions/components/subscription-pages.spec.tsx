import { render, screen } from '@testing-library/react';
import { Route, Routes } from '@shop/ui/router';
import { AppProviders } from '@shop/ui/app-providers';
import { familyBox, stubApi } from '../../../testing/subscription-fixtures.js';
import { SubscriptionCheckoutPage } from './subscription-checkout-page.js';
import { SubscriptionSuccessPage } from './subscription-success-page.js';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/subscriptions/checkout/:planId" element={<SubscriptionCheckoutPage />} />
        <Route path="/subscriptions/success" element={<SubscriptionSuccessPage />} />
      </Routes>
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('SubscriptionCheckoutPage', () => {
  it('asks a signed-out shopper to sign in and come back to this plan', async () => {
    stubApi({ routes: { '/api/subscriptions/plans/2': () => Response.json(familyBox) } });

    renderAt('/subscriptions/checkout/2');

    expect(await screen.findByRole('heading', { name: 'Family Box' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Sign in to subscribe' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsubscriptions%2Fcheckout%2F2',
    );
  });

  it('shows Subscription Plan Not Found for an unknown plan', async () => {
    stubApi({});

    renderAt('/subscriptions/checkout/99');

    expect(await screen.findByRole('heading', { name: 'Subscription Plan Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Subscriptions' })).toHaveAttribute('href', '/subscriptions');
  });
});

describe('SubscriptionSuccessPage', () => {
  it('shows Subscription Not Found when the subscription cannot be loaded', async () => {
    stubApi({ signedIn: true });

    renderAt('/subscriptions/success?subscription_id=5');

    expect(await screen.findByRole('heading', { name: 'Subscription Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Subscriptions' })).toHaveAttribute('href', '/subscriptions');
  });
});
