import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shop/ui/router';
import { AppProviders } from '@shop/ui/app-providers';
import { forsythWindows, placedOrder, sentRequests, stubApi } from '../../../testing/cart-fixtures.js';
import { ORDER_PLACED_STATE } from '../../../utils/order-placed-state.js';
import { OrderPage } from './order-page.js';
import { OrdersPage } from './orders-page.js';

function renderAt(path: string, state: unknown = null) {
  window.history.pushState({ usr: state, key: 'test', idx: 0 }, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/orders/:id" element={<OrderPage />} />
      </Routes>
    </AppProviders>,
  );
}

const olderOrder = {
  ...placedOrder,
  id: 3,
  status: 'cancelled' as const,
  paymentMethod: 'stripe' as const,
  items: [placedOrder.items[1]!],
  total: '21.14',
  createdAt: '2026-01-15T10:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

describe('OrdersPage', () => {
  it('lists the orders, newest first, with number, date, status in words, items and total', async () => {
    stubApi({ signedIn: true, routes: { 'GET /api/orders': () => Response.json([placedOrder, olderOrder]) } });

    renderAt('/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    const [newest, older] = await screen.findAllByRole('article');
    expect(within(newest!).getByRole('link', { name: 'Order #7' })).toHaveAttribute('href', '/orders/7');
    expect(within(newest!).getByText('March 4, 2026')).toBeVisible();
    expect(within(newest!).getByText('Confirmed – pay on delivery')).toBeVisible();
    expect(within(newest!).getByText('Cold-Pressed Sesame (Gingelly) Oil')).toBeVisible();
    expect(within(newest!).getByText('$62.50')).toBeVisible();
    expect(within(older!).getByRole('link', { name: 'Order #3' })).toBeVisible();
    expect(within(older!).getByText('Cancelled')).toBeVisible();
  });

  it('marks a subscription box in the list, and only it', async () => {
    const box = { ...placedOrder, id: 9, subscriptionId: 4 };
    stubApi({ signedIn: true, routes: { 'GET /api/orders': () => Response.json([box, placedOrder]) } });

    renderAt('/orders');

    const [boxCard, cartOrderCard] = await screen.findAllByRole('article');
    expect(within(boxCard!).getByText('Subscription box')).toBeVisible();
    expect(within(boxCard!).getByRole('link', { name: 'Order #9' })).toBeVisible();
    expect(within(cartOrderCard!).queryByText('Subscription box')).not.toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    stubApi({ signedIn: true, routes: { 'GET /api/orders': () => Response.json([]) } });
    renderAt('/orders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  });

  it('asks a signed-out shopper to sign in and come back', async () => {
    const fetchSpy = stubApi({ signedIn: false });
    renderAt('/orders');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Forders',
    );
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/orders', expect.anything());
  });
});

describe('OrderPage', () => {
  it('shows the order: lines with quantities and totals, amounts, address and status', async () => {
    stubApi({ signedIn: true, routes: { 'GET /api/orders/7': () => Response.json(placedOrder) } });

    renderAt('/orders/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeVisible();
    expect(screen.queryByText('Thank you! Your order has been placed.')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Cold-Pressed Sesame (Gingelly) Oil 2 $18.99 $37.98' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Cumin Seeds (Jeera) 1 $7.49 $7.49' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Subtotal $45.47' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Shipping $12.99' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Tax (8.875%) $4.04' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Total $62.50' })).toBeVisible();
    expect(screen.getByText('Confirmed – pay on delivery')).toBeVisible();
    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(address).toHaveTextContent('12 Lanier Way');
    expect(address).toHaveTextContent('Cumming, GA 30040');
    expect(address).toHaveTextContent('Leave it by the side door.');
    expect(document.title).toBe('Order #7 | Cumming Organics');
  });

  it('marks a subscription box, with the way to manage the subscription', async () => {
    stubApi({
      signedIn: true,
      routes: { 'GET /api/orders/9': () => Response.json({ ...placedOrder, id: 9, subscriptionId: 4 }) },
    });

    renderAt('/orders/9');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #9' })).toBeVisible();
    expect(screen.getByText('Subscription box')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/subscriptions/manage',
    );
  });

  it('does not mark an order placed from the cart as a subscription box', async () => {
    stubApi({ signedIn: true, routes: { 'GET /api/orders/7': () => Response.json(placedOrder) } });
    renderAt('/orders/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeVisible();
    expect(screen.queryByText('Subscription box')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage your subscription' })).not.toBeInTheDocument();
  });

  it('thanks the shopper once when the order was just placed', async () => {
    stubApi({ signedIn: true, routes: { 'GET /api/orders/7': () => Response.json(placedOrder) } });
    renderAt('/orders/7', ORDER_PLACED_STATE);
    expect(await screen.findByText('Thank you! Your order has been placed.')).toBeVisible();
    expect(screen.queryByText('Payment received — thank you!')).not.toBeInTheDocument();
  });

  it('confirms the payment on the way back from the card payment page', async () => {
    stubApi({
      signedIn: true,
      routes: { 'GET /api/orders/7': () => Response.json({ ...placedOrder, status: 'paid', paymentMethod: 'stripe' }) },
    });
    renderAt('/orders/7?payment=success');
    expect(await screen.findByText('Payment received — thank you!')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
  });

  it("shows Order Not Found for an unknown order or another shopper's (404)", async () => {
    stubApi({ signedIn: true });

    renderAt('/orders/999');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows Order Not Found for an id that is not a number, without asking the API', async () => {
    const fetchSpy = stubApi({ signedIn: true });
    renderAt('/orders/latest');
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/orders/latest', expect.anything());
  });

  it('asks a signed-out shopper to sign in and come back to this order', async () => {
    stubApi({ signedIn: false });
    renderAt('/orders/7?payment=success');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Forders%2F7%3Fpayment%3Dsuccess',
    );
  });
});

describe('the delivery window of an order', () => {
  it('shows it on the order, and lets the shopper move the order to another window', async () => {
    let order = placedOrder;
    const fetchSpy = stubApi({
      signedIn: true,
      routes: {
        'GET /api/orders/7': () => Response.json(order),
        'PUT /api/orders/7/delivery-window': () => {
          order = { ...placedOrder, deliveryWindow: forsythWindows.windows[2]! };
          return Response.json(order);
        },
      },
    });
    renderAt('/orders/7');
    const user = userEvent.setup();
    expect(await screen.findByText('Thursday 5 March, 10:00 AM – 12:00 PM')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change delivery window' }));
    await user.selectOptions(
      await screen.findByLabelText('New delivery window'),
      'Friday 6 March, 10:00 AM – 12:00 PM',
    );
    await user.click(screen.getByRole('button', { name: 'Save window' }));

    expect(await screen.findByText('Friday 6 March, 10:00 AM – 12:00 PM')).toBeVisible();
    const [sent] = sentRequests(fetchSpy, 'PUT', '/api/orders/7/delivery-window');
    expect(JSON.parse(String(sent?.body))).toEqual({ windowId: 1, date: '2026-03-06' });
  });

  it('offers no change once the order is out for delivery', async () => {
    const out = { ...placedOrder, status: 'out_for_delivery' as const };
    stubApi({ signedIn: true, routes: { 'GET /api/orders/7': () => Response.json(out) } });
    renderAt('/orders/7');
    expect(await screen.findByText('Thursday 5 March, 10:00 AM – 12:00 PM')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change delivery window' })).not.toBeInTheDocument();
  });
});
