import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRole } from '@shop/contracts/auth';
import type { AdminOrder } from '@shop/contracts/admin-orders';
import { idempotencyKeySchema } from '@shop/contracts/orders';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { adminOrder, stubApi, type ApiHandler } from './orders-test-fixtures.js';
import { OrderPage } from './order-page.js';

function renderPage() {
  window.history.pushState({}, '', '/admin/orders/42');
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/orders/:id" element={<OrderPage />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

function stubOrder(order: AdminOrder, role: UserRole = 'staff', routes: Record<string, ApiHandler> = {}) {
  return stubApi({ role, routes: { '/api/admin/orders/42': () => Response.json(order), ...routes } });
}

const sent = (spy: jest.SpyInstance, method: string, url: string) =>
  spy.mock.calls.filter(
    ([target, init]) => String(target) === url && (init as RequestInit | undefined)?.method === method,
  );

afterEach(() => jest.restoreAllMocks());

describe('OrderPage', () => {
  it('shows only the moves the order can make now', async () => {
    stubOrder(adminOrder({ status: 'packed', nextStatuses: ['out_for_delivery', 'cancelled'] }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Mark out for delivery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark packed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  });

  it('shows no status buttons for a delivered order', async () => {
    stubOrder(adminOrder({ status: 'delivered', nextStatuses: [] }));
    renderPage();
    await screen.findByRole('heading', { name: /Order #42/ });
    expect(screen.queryByRole('group', { name: 'Order status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark|Cancel order/ })).not.toBeInTheDocument();
  });

  it('moves the order when a button is pressed', async () => {
    // The server's state: the order is packed once the POST arrived, as the refetch then shows.
    let current = adminOrder();
    const packed = adminOrder({ status: 'packed', nextStatuses: ['out_for_delivery', 'cancelled'] });
    const spy = stubApi({
      routes: {
        '/api/admin/orders/42': () => Response.json(current),
        'POST /api/admin/orders/42/status': () => {
          current = packed;
          return Response.json(packed);
        },
      },
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByRole('button', { name: 'Mark out for delivery' })).toBeInTheDocument();
    expect(JSON.parse(String((sent(spy, 'POST', '/api/admin/orders/42/status')[0]![1] as RequestInit).body))).toEqual({
      status: 'packed',
    });
  });

  it('asks before cancelling, and cancels only when confirmed', async () => {
    const cancelled = adminOrder({ status: 'cancelled', nextStatuses: [] });
    const spy = stubOrder(adminOrder(), 'staff', {
      'POST /api/admin/orders/42/status': () => Response.json(cancelled),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('the owner refunds it separately');
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    expect(sent(spy, 'POST', '/api/admin/orders/42/status')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await waitFor(() => expect(sent(spy, 'POST', '/api/admin/orders/42/status')).toHaveLength(1));
    expect(JSON.parse(String((sent(spy, 'POST', '/api/admin/orders/42/status')[0]![1] as RequestInit).body))).toEqual({
      status: 'cancelled',
    });
  });

  it('shows the refund form to the owner only, with the remaining amount', async () => {
    stubOrder(adminOrder({ refundedTotal: '10.00', refundable: '35.63' }), 'owner');
    renderPage();
    expect(await screen.findByLabelText('Amount to refund ($)')).toHaveValue('35.63');
  });

  it('hides the refund form from staff', async () => {
    stubOrder(adminOrder(), 'staff');
    renderPage();
    await screen.findByRole('button', { name: 'Mark packed' });
    expect(screen.queryByLabelText('Amount to refund ($)')).not.toBeInTheDocument();
  });

  it('refunds with an Idempotency-Key, the same one when the same attempt is retried', async () => {
    let calls = 0;
    const spy = stubOrder(adminOrder(), 'owner', {
      'POST /api/admin/orders/42/refunds': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return Response.json({
          refund: {
            id: 1,
            amount: '5.00',
            status: 'succeeded',
            stripeRefundId: 're_1',
            createdBy: 'owner@example.com',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
          order: adminOrder({ refundedTotal: '5.00', refundable: '40.63' }),
        });
      },
    });
    const user = renderPage();
    const amount = await screen.findByLabelText('Amount to refund ($)');
    await user.clear(amount);
    await user.type(amount, '5.00');
    await user.click(screen.getByRole('button', { name: 'Refund through Stripe' }));
    await screen.findByText('Refund Not Made');
    await user.click(screen.getByRole('button', { name: 'Refund through Stripe' }));
    await screen.findByText('Refund Made');
    const keys = sent(spy, 'POST', '/api/admin/orders/42/refunds').map(
      ([, init]) => ((init as RequestInit).headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(idempotencyKeySchema.safeParse(keys[0]).success).toBe(true);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the timeline and the packing slip link', async () => {
    stubOrder(adminOrder());
    renderPage();
    expect(await screen.findByRole('link', { name: 'Print packing slip' })).toHaveAttribute(
      'href',
      '/admin/orders/42/packing-slip',
    );
    expect(screen.getByText('Waiting for card payment')).toBeInTheDocument();
  });
});
