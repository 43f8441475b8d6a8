import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shop/ui/router';
import { AppProviders } from '@shop/ui/app-providers';
import { activeSubscription, sentRequests, stubApi, subscriptionWith } from '../../../testing/subscription-fixtures.js';
import { SubscriptionSuccessPage } from './subscription-success-page.js';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/subscriptions/success" element={<SubscriptionSuccessPage />} />
      </Routes>
    </AppProviders>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SubscriptionSuccessPage', () => {
  it('confirms the subscription: plan, status, oils, address, next renewal and cutoff, and where to manage it', async () => {
    stubApi({ signedIn: true, routes: { '/api/subscriptions': () => Response.json([activeSubscription]) } });

    renderAt('/subscriptions/success?subscription_id=7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for subscribing!' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Family Box' });
    expect(within(details).getByText('Active')).toBeVisible();
    for (const oil of ['Groundnut Oil', 'Sesame Oil', 'Mustard Oil', 'Sunflower Oil']) {
      expect(within(details).getByText(oil)).toBeVisible();
    }
    expect(within(details).getByText(/12 Lanier Way, Cumming, GA 30040/)).toBeVisible();
    expect(within(details).getByText('April 4, 2026')).toBeVisible();
    expect(within(details).getByText('April 2, 2026')).toBeVisible();
    expect(within(details).getByText('Card')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/subscriptions/manage',
    );
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();
  });

  it('writes a status in words, capitalised', async () => {
    stubApi({
      signedIn: true,
      routes: { '/api/subscriptions': () => Response.json([subscriptionWith({ status: 'past_due' })]) },
    });
    renderAt('/subscriptions/success?subscription_id=7');
    expect(await screen.findByText('Past due')).toBeVisible();
  });

  it('shows Subscription Not Found for an id that is not in the list', async () => {
    stubApi({ signedIn: true, routes: { '/api/subscriptions': () => Response.json([activeSubscription]) } });

    renderAt('/subscriptions/success?subscription_id=5');

    expect(await screen.findByRole('heading', { name: 'Subscription Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Subscriptions' })).toHaveAttribute('href', '/subscriptions');
  });

  it('shows Subscription Not Found without an id, without asking the API', async () => {
    const fetchSpy = stubApi({ signedIn: true });
    renderAt('/subscriptions/success');
    expect(await screen.findByRole('heading', { name: 'Subscription Not Found' })).toBeVisible();
    expect(sentRequests(fetchSpy, 'GET', '/api/subscriptions')).toHaveLength(0);
  });

  it('asks a signed-out shopper to sign in and come back, without asking for the list', async () => {
    const fetchSpy = stubApi({ signedIn: false });
    renderAt('/subscriptions/success?subscription_id=7');
    expect(await screen.findByRole('heading', { name: 'Subscription Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to see your subscription' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fsubscriptions%2Fsuccess%3Fsubscription_id%3D7',
    );
    expect(sentRequests(fetchSpy, 'GET', '/api/subscriptions')).toHaveLength(0);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let answer = () => new Response('', { status: 503 });
    stubApi({ signedIn: true, routes: { '/api/subscriptions': () => answer() } });
    renderAt('/subscriptions/success?subscription_id=7');

    expect(await screen.findByText(/We couldn't load your subscription/)).toBeVisible();
    answer = () => Response.json([activeSubscription]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for subscribing!' })).toBeVisible();
  });

  it('asks again every 2 seconds while Stripe confirms the payment, until the subscription is active', async () => {
    jest.useFakeTimers();
    let status: 'incomplete' | 'active' = 'incomplete';
    const fetchSpy = stubApi({
      signedIn: true,
      routes: { '/api/subscriptions': () => Response.json([subscriptionWith({ status })]) },
    });
    renderAt('/subscriptions/success?subscription_id=7');

    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    expect(screen.getByText('Confirming your payment…').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Incomplete')).toBeVisible();
    const asked = () => sentRequests(fetchSpy, 'GET', '/api/subscriptions').length;
    expect(asked()).toBe(1);

    await act(async () => jest.advanceTimersByTimeAsync(2_000));
    expect(asked()).toBe(2);

    status = 'active';
    await act(async () => jest.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Active')).toBeVisible();
    expect(screen.queryByText('Confirming your payment…')).not.toBeInTheDocument();

    // Confirmed: no more polling.
    await act(async () => jest.advanceTimersByTimeAsync(10_000));
    expect(asked()).toBe(3);
  });

  it('stops asking after about 30 seconds, says the payment is slow, and can check again', async () => {
    jest.useFakeTimers();
    const fetchSpy = stubApi({
      signedIn: true,
      routes: { '/api/subscriptions': () => Response.json([subscriptionWith({ status: 'incomplete' })]) },
    });
    renderAt('/subscriptions/success?subscription_id=7');
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    const asked = () => sentRequests(fetchSpy, 'GET', '/api/subscriptions').length;

    await act(async () => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText(/Your payment is taking longer than usual to confirm/)).toBeVisible();
    const askedWhileWaiting = asked();
    expect(askedWhileWaiting).toBeGreaterThanOrEqual(15);
    expect(askedWhileWaiting).toBeLessThanOrEqual(16);

    await act(async () => jest.advanceTimersByTimeAsync(20_000));
    expect(asked()).toBe(askedWhileWaiting);

    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    expect(asked()).toBe(askedWhileWaiting + 1);
  });
});
