import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes, useLocation } from '@shop/ui/router';
import { adminOrder, fetchedUrls, stubApi } from './orders-test-fixtures.js';
import { OrdersPage } from './orders-page.js';

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address query">{search}</output>;
}

function renderPage(path = '/admin/orders') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route
          path="/admin/orders"
          element={
            <>
              <OrdersPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const page = (items = [adminOrder()], total = items.length, pageNumber = 1) =>
  Response.json({ items, page: pageNumber, pageSize: 25, total });

afterEach(() => jest.restoreAllMocks());

describe('OrdersPage', () => {
  it('lists orders with a link, customer, ZIP, total and status in words', async () => {
    stubApi({ routes: { '/api/admin/orders?page=1': () => page() } });
    renderPage();
    const row = (await screen.findByRole('link', { name: '#42' })).closest('tr')!;
    expect(screen.getByRole('link', { name: '#42' })).toHaveAttribute('href', '/admin/orders/42');
    expect(within(row).getByText(/Meera Krishnan/)).toBeInTheDocument();
    expect(within(row).getByText('30040')).toBeInTheDocument();
    expect(within(row).getByText('$45.63')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
  });

  it('puts the filters in the address and asks the API for them, from page 1', async () => {
    const fetchSpy = stubApi({
      routes: {
        '/api/admin/orders?page=2': () => page([adminOrder()], 60, 2),
        '/api/admin/orders?status=packed&zip=30041&q=meera&page=1': () =>
          page([adminOrder({ id: 7, status: 'packed' })]),
      },
    });
    const user = renderPage('/admin/orders?page=2');
    await screen.findByRole('link', { name: '#42' });
    await user.selectOptions(screen.getByLabelText('Status'), 'packed');
    await user.type(screen.getByLabelText('ZIP'), '30041');
    await user.type(screen.getByLabelText('Search'), 'meera');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByRole('link', { name: '#7' });
    expect(screen.getByLabelText('Address query')).toHaveTextContent('?status=packed&zip=30041&q=meera');
    expect(fetchedUrls(fetchSpy)).toContain('/api/admin/orders?status=packed&zip=30041&q=meera&page=1');
  });

  it('reads the filters from the address into the form', async () => {
    stubApi({ routes: { '/api/admin/orders?status=delivered&from=2026-11-01&page=1': () => page([]) } });
    renderPage('/admin/orders?status=delivered&from=2026-11-01');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('delivered');
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-01');
  });

  it('shows the query’s own messages for bad filters and does not search', async () => {
    const fetchSpy = stubApi({ routes: { '/api/admin/orders?page=1': () => page() } });
    const user = renderPage();
    await screen.findByRole('link', { name: '#42' });
    await user.type(screen.getByLabelText('ZIP'), '300');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('ZIP must be 5 digits')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Address query')).toHaveTextContent(''));
    expect(fetchedUrls(fetchSpy).filter((url) => url.includes('zip'))).toEqual([]);
  });

  it('pages through the list, keeping the filters', async () => {
    stubApi({
      routes: {
        '/api/admin/orders?status=paid&page=1': () => page([adminOrder()], 60),
        '/api/admin/orders?status=paid&page=2': () => page([adminOrder({ id: 41 })], 60, 2),
      },
    });
    const user = renderPage('/admin/orders?status=paid');
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '#41' });
    expect(screen.getByLabelText('Address query')).toHaveTextContent('?status=paid&page=2');
  });

  it('says so when the list cannot be loaded', async () => {
    stubApi({ routes: { '/api/admin/orders?page=1': () => new Response('{}', { status: 500 }) } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
