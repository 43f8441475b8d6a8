import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@shop/contracts/admin-orders';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { adminOrder, fetchedUrls, stubApi } from './orders-test-fixtures.js';
import { PackingSlipPage } from './packing-slip-page.js';

function renderSlip(path = '/admin/orders/42/packing-slip') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/orders/:id/packing-slip" element={<PackingSlipPage />} />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const stubOrder = (order: AdminOrder) =>
  stubApi({ routes: { [`/api/admin/orders/${order.id}`]: () => Response.json(order) } });

/** The paragraph under the "Deliver to" heading. */
const deliverTo = () => screen.getByRole('heading', { level: 2, name: 'Deliver to' }).nextElementSibling as HTMLElement;

const twoItems: AdminOrder['items'] = [
  { productId: 7, name: 'Cold-Pressed Coconut Oil', unitPrice: '14.99', quantity: 2, lineTotal: '29.98' },
  { productId: 9, name: 'Sesame (Gingelly) Oil', unitPrice: '18.99', quantity: 3, lineTotal: '56.97' },
];

afterEach(() => jest.restoreAllMocks());

describe('PackingSlipPage', () => {
  it('shows the shop, the order number and date, and where and to whom to deliver', async () => {
    stubOrder(adminOrder());
    renderSlip();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cumming Organics — Packing slip' })).toBeVisible();
    expect(screen.getByText(/^Order/)).toHaveTextContent('Order #42 · Nov 20, 2026');
    expect(deliverTo()).toHaveTextContent('Meera Krishnan');
    expect(deliverTo()).toHaveTextContent('100 Main Street');
    expect(deliverTo()).toHaveTextContent('Cumming, GA 30040');
    expect(deliverTo()).toHaveTextContent('Phone: 4045550100');
    expect(screen.getByRole('link', { name: '← Back to order #42' })).toHaveAttribute('href', '/admin/orders/42');
  });

  it('shows the special instructions under their own heading', async () => {
    stubOrder(adminOrder({ specialInstructions: 'Leave at the side door' }));
    renderSlip();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Special instructions' });
    expect(heading.nextElementSibling).toHaveTextContent('Leave at the side door');
  });

  it('leaves out the special instructions and shows a dash for a missing phone', async () => {
    stubOrder(adminOrder({ specialInstructions: null, phone: null }));
    renderSlip();
    await screen.findByRole('heading', { level: 2, name: 'Deliver to' });
    expect(screen.queryByRole('heading', { name: 'Special instructions' })).not.toBeInTheDocument();
    expect(deliverTo()).toHaveTextContent('Phone: —');
  });

  it('lists every item with its quantity and a box to tick', async () => {
    stubOrder(adminOrder({ items: twoItems }));
    renderSlip();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Packed', 'Item', 'Quantity']);
    const coconut = within(table).getByRole('row', { name: /Cold-Pressed Coconut Oil/ });
    expect(
      within(coconut)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Cold-Pressed Coconut Oil', '2']);
    expect(within(coconut).getByRole('img', { name: 'Not yet packed' })).toBeInTheDocument();
    const sesame = within(table).getByRole('row', { name: /Sesame \(Gingelly\) Oil/ });
    expect(within(sesame).getAllByRole('cell')[2]).toHaveTextContent('3');
  });

  it('tells the driver how much to collect on a pay-on-delivery order', async () => {
    stubOrder(adminOrder({ paymentMethod: 'pay_on_delivery', paid: false, total: '45.63' }));
    renderSlip();
    expect(await screen.findByText('Collect $45.63 on delivery.')).toBeVisible();
  });

  it('asks nothing to be collected on a card order', async () => {
    stubOrder(adminOrder({ paymentMethod: 'stripe' }));
    renderSlip();
    await screen.findByRole('table');
    expect(screen.queryByText(/Collect/)).not.toBeInTheDocument();
  });

  it('opens the browser’s print dialog from the Print button', async () => {
    stubOrder(adminOrder());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderSlip();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the order does not exist', async () => {
    // No route for order 999: the stub answers 404 like the API.
    const fetchSpy = stubApi({});
    renderSlip('/admin/orders/999/packing-slip');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order could not be loaded. Check the number, or reload the page to try again.',
    );
    expect(fetchedUrls(fetchSpy)).toContain('/api/admin/orders/999');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('does not ask the API for an address that is not an order number', async () => {
    const fetchSpy = stubApi({});
    renderSlip('/admin/orders/abc/packing-slip');
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be loaded.');
    expect(fetchedUrls(fetchSpy).filter((url) => url.startsWith('/api/admin/orders'))).toEqual([]);
  });
});
