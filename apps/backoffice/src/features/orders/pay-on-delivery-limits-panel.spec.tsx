import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayOnDeliveryLimitsView } from '@shop/contracts/admin-pay-on-delivery';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { apiError } from '../../testing/stub-fetch.js';
import { adminOrder, stubApi, type ApiHandler } from './orders-test-fixtures.js';
import { OrderPage } from './order-page.js';

const CUSTOMER = '6f1c2d3e-4b5a-4c6d-8e7f-001122334455';
const LIMITS_PATH = '/api/admin/orders/42/pay-on-delivery-limits';

function limitsView(overrides: Partial<PayOnDeliveryLimitsView> = {}): PayOnDeliveryLimitsView {
  return {
    customerId: CUSTOMER,
    limits: { openOrders: 3, subscriptions: 2, perProduct: 6 },
    inUse: { openOrders: 3, subscriptions: 1 },
    liftedUntil: null,
    ...overrides,
  };
}

function renderOrder(routes: Record<string, ApiHandler>, userId: string | null = CUSTOMER) {
  const spy = stubApi({
    routes: { '/api/admin/orders/42': () => Response.json(adminOrder({ userId })), ...routes },
  });
  window.history.pushState({}, '', '/admin/orders/42');
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/orders/:id" element={<OrderPage />} />
      </Routes>
    </AppProviders>,
  );
  return { user: userEvent.setup(), spy };
}

const limitsPanel = async () => screen.findByRole('region', { name: 'Pay-on-delivery limits' });

const putBodies = (spy: jest.SpyInstance) =>
  spy.mock.calls
    .filter(([url, init]) => String(url) === LIMITS_PATH && (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

afterEach(() => jest.restoreAllMocks());

describe('pay-on-delivery limits on the order page', () => {
  it('shows the customer’s use of the limits in the customer panel', async () => {
    renderOrder({ [LIMITS_PATH]: () => Response.json(limitsView()) });
    const panel = await limitsPanel();
    expect(
      await within(panel).findByText('3 of 3 open orders, 1 of 2 subscriptions; at most 6 of one product per order.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Lift limits' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Restore limits' })).not.toBeInTheDocument();
  });

  it('lifts them for the chosen days and shows until when', async () => {
    const lifted = limitsView({ liftedUntil: '2026-12-21T15:00:00.000Z' });
    const { user, spy } = renderOrder({
      [LIMITS_PATH]: () => Response.json(limitsView()),
      [`PUT ${LIMITS_PATH}`]: () => Response.json(lifted),
    });
    const panel = await limitsPanel();
    await user.selectOptions(await within(panel).findByLabelText('Lift for'), '90 days');
    await user.click(within(panel).getByRole('button', { name: 'Lift limits' }));

    expect(await within(panel).findByText('Lifted until Dec 21, 2026, 10:00 AM.')).toBeInTheDocument();
    expect(putBodies(spy)).toEqual([{ liftForDays: 90 }]);
    expect(
      await screen.findByText('Pay-on-delivery limits are lifted until Dec 21, 2026, 10:00 AM.'),
    ).toBeInTheDocument();
  });

  it('restores lifted limits', async () => {
    const { user, spy } = renderOrder({
      [LIMITS_PATH]: () => Response.json(limitsView({ liftedUntil: '2026-12-21T15:00:00.000Z' })),
      [`PUT ${LIMITS_PATH}`]: () => Response.json(limitsView()),
    });
    const panel = await limitsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Restore limits' }));

    expect(await within(panel).findByText(/3 of 3 open orders/)).toBeInTheDocument();
    expect(putBodies(spy)).toEqual([{ liftForDays: 0 }]);
    expect(await screen.findByText('Pay-on-delivery limits apply to this customer again.')).toBeInTheDocument();
  });

  it('says why a change was refused and keeps what it showed', async () => {
    const { user } = renderOrder({
      [LIMITS_PATH]: () => Response.json(limitsView()),
      [`PUT ${LIMITS_PATH}`]: () =>
        apiError(409, 'RELATED_RECORD_MISSING', 'The account that placed order 42 no longer exists.'),
    });
    const panel = await limitsPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Lift limits' }));

    expect(await screen.findByText('The account that placed order 42 no longer exists.')).toBeInTheDocument();
    expect(within(panel).getByText(/3 of 3 open orders/)).toBeInTheDocument();
  });

  it('shows a suspension after missed deliveries, and staff reinstate the customer', async () => {
    const standingPath = '/api/admin/orders/42/pay-on-delivery-standing';
    const suspended = { customerId: CUSTOMER, noShows: 2, maxNoShows: 2, suspendedAt: '2026-11-28T23:00:00.000Z' };
    const { user, spy } = renderOrder({
      [LIMITS_PATH]: () => Response.json(limitsView()),
      [standingPath]: () => Response.json(suspended),
      [`PUT ${standingPath}`]: () => Response.json({ ...suspended, noShows: 0, suspendedAt: null }),
    });
    const panel = await limitsPanel();
    expect(await within(panel).findByText(/Missed deliveries: 2 of 2\./)).toHaveTextContent(
      'Pay on delivery is suspended since Nov 28, 2026, 6:00 PM.',
    );

    await user.click(within(panel).getByRole('button', { name: 'Reinstate pay on delivery' }));

    expect(await screen.findByText('This customer may pay on delivery again.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).queryByText(/Missed deliveries/)).not.toBeInTheDocument());
    const sent = spy.mock.calls.filter(([url, init]) => String(url) === standingPath && init?.method === 'PUT');
    expect(sent.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown)).toEqual([
      { reinstate: true },
    ]);
  });

  it('has no limits to show for an order whose account was removed', async () => {
    const { spy } = renderOrder({}, null);
    await screen.findByRole('heading', { name: /Order #42/ });
    expect(screen.queryByRole('region', { name: 'Pay-on-delivery limits' })).not.toBeInTheDocument();
    await waitFor(() => expect(spy.mock.calls.map(([url]) => String(url))).not.toContain(LIMITS_PATH));
  });
});
