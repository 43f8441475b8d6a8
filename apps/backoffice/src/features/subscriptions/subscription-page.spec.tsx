import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSubscription } from '@shop/contracts/admin-subscriptions';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { apiError, sentRequests, stubFetch } from '../../testing/stub-fetch.js';
import { SubscriptionPage } from './subscription-page.js';

const PATH = '/api/admin/subscriptions/5';

function subscriptionWith(changes: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    id: 5,
    status: 'active',
    paymentMethod: 'pay_on_delivery',
    plan: { id: 1, name: 'Essentials Box', bottleCount: 2, price: '39.99' },
    customer: { id: 'u1', email: 'asha@example.com', name: 'Asha Patel' },
    shippingAddress: { address: '1 Main St', city: 'Cumming', state: 'GA', zipCode: '30040', phone: '4045550100' },
    selectedOils: [
      { productId: 1, name: 'Groundnut Oil' },
      { productId: 2, name: 'Sesame Oil' },
    ],
    cancelAtPeriodEnd: false,
    pausedUntil: null,
    currentPeriodEnd: '2099-04-10T12:00:00.000Z',
    createdAt: '2099-03-10T12:00:00.000Z',
    cycles: [
      {
        id: 10,
        sequence: 0,
        state: 'ordered',
        renewsAt: '2099-03-10T12:00:00.000Z',
        cutoffAt: '2099-03-10T12:00:00.000Z',
        oils: [{ productId: 1, name: 'Groundnut Oil' }],
        shortOils: [],
        skipReason: null,
        paid: false,
        orderId: 77,
      },
      {
        id: 11,
        sequence: 1,
        state: 'scheduled',
        renewsAt: '2099-04-10T12:00:00.000Z',
        cutoffAt: '2099-04-07T12:00:00.000Z',
        oils: [],
        shortOils: [],
        skipReason: null,
        paid: false,
        orderId: null,
      },
    ],
    ...changes,
  };
}

function renderPage() {
  window.history.pushState({}, '', '/admin/subscriptions/5');
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/subscriptions/:id" element={<SubscriptionPage />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const actions = () => screen.getByRole('group', { name: 'Change this subscription for the customer' });
const buttonNames = () =>
  within(actions())
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(() => jest.restoreAllMocks());

describe('SubscriptionPage', () => {
  it('shows the subscription and its boxes, and offers skip, pause and cancel on an active one', async () => {
    stubFetch({ [PATH]: () => Response.json(subscriptionWith()) });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription #5: Essentials Box' })).toBeVisible();
    expect(screen.getByText('Asha Patel (asha@example.com)')).toBeVisible();
    expect(screen.getByRole('link', { name: '#77' })).toHaveAttribute('href', '/admin/orders/77');
    expect(buttonNames()).toEqual(['Skip next box', 'Pause', 'Cancel subscription']);
    expect(within(actions()).getByRole('combobox', { name: 'Pause for' })).toBeVisible();
  });

  it('offers only Resume and Cancel on a paused one', async () => {
    stubFetch({
      [PATH]: () => Response.json(subscriptionWith({ status: 'paused', pausedUntil: '2099-06-10T12:00:00.000Z' })),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(buttonNames()).toEqual(['Resume', 'Cancel subscription']);
  });

  it('offers no change on a cancelled subscription', async () => {
    stubFetch({ [PATH]: () => Response.json(subscriptionWith({ status: 'cancelled', cancelAtPeriodEnd: true })) });
    renderPage();
    expect(await screen.findByText('No change is possible for this subscription now.')).toBeVisible();
  });

  it('pauses for the months chosen and shows the answer', async () => {
    const paused = subscriptionWith({ status: 'paused', pausedUntil: '2099-06-10T12:00:00.000Z' });
    const fetchSpy = stubFetch({
      [PATH]: () => Response.json(subscriptionWith()),
      [`POST ${PATH}/pause`]: () => Response.json(paused),
    });
    const user = renderPage();
    await screen.findByRole('heading', { level: 1 });

    await user.selectOptions(within(actions()).getByRole('combobox', { name: 'Pause for' }), '2');
    await user.click(within(actions()).getByRole('button', { name: 'Pause' }));

    await waitFor(() => expect(buttonNames()).toEqual(['Resume', 'Cancel subscription']));
    const [sent] = sentRequests(fetchSpy, 'POST', `${PATH}/pause`);
    expect(JSON.parse(String(sent!.body))).toEqual({ months: 2 });
    expect(await screen.findByText('Subscription paused')).toBeVisible();
  });

  it('asks before cancelling, and cancels only when confirmed', async () => {
    const fetchSpy = stubFetch({
      [PATH]: () => Response.json(subscriptionWith()),
      [`POST ${PATH}/cancel`]: () => Response.json(subscriptionWith({ cancelAtPeriodEnd: true })),
    });
    const user = renderPage();
    await screen.findByRole('heading', { level: 1 });

    await user.click(within(actions()).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Keep subscription' }));
    expect(sentRequests(fetchSpy, 'POST', `${PATH}/cancel`)).toHaveLength(0);

    await user.click(within(actions()).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel subscription' }));
    await waitFor(() => expect(sentRequests(fetchSpy, 'POST', `${PATH}/cancel`)).toHaveLength(1));
    expect(await screen.findByText('Subscription cancelled at the end of its period')).toBeVisible();
  });

  it('shows the server’s reason when a change is refused', async () => {
    stubFetch({
      [PATH]: () => Response.json(subscriptionWith()),
      [`POST ${PATH}/skip`]: () => apiError(409, 'SUBSCRIPTION_CHANGE_NOT_ALLOWED', 'The next box is already skipped.'),
    });
    const user = renderPage();
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(actions()).getByRole('button', { name: 'Skip next box' }));
    expect(await screen.findByText('The next box is already skipped.')).toBeVisible();
  });
});
