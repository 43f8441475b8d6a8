import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProduct } from '@shop/contracts/admin-products';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes, useLocation } from '@shop/ui/router';
import { stubFetch } from '../../testing/stub-fetch.js';
import { ProductsPage } from './products-page.js';

const sesame: AdminProduct = {
  id: 7,
  name: 'Cold-Pressed Sesame (Gingelly) Oil',
  description: 'Pressed in a wooden ghani.',
  price: '18.99',
  imageUrl: '/images/products/sesame.svg',
  category: 'oils',
  keyBenefits: ['Unrefined'],
  stock: 5,
  published: true,
  pressedOn: '2026-11-20',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const turmeric: AdminProduct = {
  ...sesame,
  id: 12,
  name: 'Lakadong Turmeric Powder',
  price: '1250.00',
  category: 'spices',
  stock: 40,
  published: false,
  pressedOn: null,
};

const pageOf = (items: AdminProduct[], total = items.length, page = 1) =>
  Response.json({ items, page, pageSize: 25, total });

function LocationProbe() {
  const { search } = useLocation();
  return <output aria-label="Address query">{search}</output>;
}

function renderPage(path = '/admin/products') {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route
          path="/admin/products"
          element={
            <>
              <ProductsPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </AppProviders>,
  );
  return userEvent.setup();
}

const fetchedUrls = (spy: jest.SpyInstance) => spy.mock.calls.map(([url]) => String(url));
const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.trim());

afterEach(() => jest.restoreAllMocks());

describe('ProductsPage', () => {
  it('lists each product with its link, category, price, stock, whether it is shown and when it was pressed', async () => {
    stubFetch({ '/api/admin/products?page=1': () => pageOf([sesame, turmeric]) });
    renderPage();

    expect(await screen.findByRole('link', { name: sesame.name })).toHaveAttribute('href', '/admin/products/7');
    expect(screen.getByRole('link', { name: turmeric.name })).toHaveAttribute('href', '/admin/products/12');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      'Category',
      'Price',
      'Stock',
      'In the shop',
      'Pressed on',
    ]);
    // 5 is at the low-stock threshold (5 or fewer), so it is flagged; 40 is not.
    expect(cells(sesame.name)).toEqual([sesame.name, 'Oils', '$18.99', '5 Low', 'Published', 'Nov 20, 2026']);
    expect(cells(turmeric.name)).toEqual([turmeric.name, 'Spices', '$1,250.00', '40', 'Hidden', '—']);
  });

  it('asks the API for the chosen category, visibility and low stock, from page 1, and keeps them in the address', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/products?page=2': () => pageOf([sesame], 60, 2),
      '/api/admin/products?category=spices&page=1': () => pageOf([turmeric]),
      '/api/admin/products?category=spices&published=false&page=1': () => pageOf([turmeric]),
      '/api/admin/products?category=spices&published=false&lowStock=true&page=1': () => pageOf([]),
    });
    const user = renderPage('/admin/products?page=2');
    await screen.findByRole('link', { name: sesame.name });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Spices');
    expect(await screen.findByRole('link', { name: turmeric.name })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shown in the shop' }), 'Hidden');
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' }));

    expect(await screen.findByText('No products match these filters.')).toBeVisible();
    expect(fetchedUrls(fetchSpy)).toEqual([
      '/api/admin/products?page=2',
      '/api/admin/products?category=spices&page=1',
      '/api/admin/products?category=spices&published=false&page=1',
      '/api/admin/products?category=spices&published=false&lowStock=true&page=1',
    ]);
    expect(screen.getByLabelText('Address query')).toHaveTextContent('?category=spices&published=false&lowStock=true');
  });

  it('searches by name when Search is pressed, not on every key', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/products?page=1': () => pageOf([sesame, turmeric]),
      '/api/admin/products?search=sesame&page=1': () => pageOf([sesame]),
    });
    const user = renderPage();
    await screen.findByRole('link', { name: sesame.name });

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  sesame ');
    expect(fetchedUrls(fetchSpy)).toEqual(['/api/admin/products?page=1']);
    await user.click(
      within(screen.getByRole('search', { name: 'Filter products' })).getByRole('button', { name: 'Search' }),
    );

    expect(await screen.findByLabelText('Address query')).toHaveTextContent('?search=sesame');
    expect(fetchedUrls(fetchSpy)).toContain('/api/admin/products?search=sesame&page=1');
    expect(await screen.findByRole('link', { name: sesame.name })).toBeVisible();
    expect(screen.queryByRole('link', { name: turmeric.name })).not.toBeInTheDocument();
  });

  it('follows the address back: going back after a search empties the name box and lists everything again', async () => {
    stubFetch({
      '/api/admin/products?page=1': () => pageOf([sesame, turmeric]),
      '/api/admin/products?search=sesame&page=1': () => pageOf([sesame]),
    });
    const user = renderPage();
    await screen.findByRole('link', { name: turmeric.name });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'sesame');
    await user.click(
      within(screen.getByRole('search', { name: 'Filter products' })).getByRole('button', { name: 'Search' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: turmeric.name })).not.toBeInTheDocument());

    act(() => window.history.back());

    expect(await screen.findByRole('link', { name: turmeric.name })).toBeVisible();
    expect(screen.getByLabelText('Address query')).toBeEmptyDOMElement();
    // The address changes outside React (popstate); the box follows once the page's effects ran.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
  });

  it('reads the filters from a shared address into the form and the request', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/products?category=oils&published=true&lowStock=true&search=sesame&page=1': () => pageOf([sesame]),
    });
    renderPage('/admin/products?category=oils&published=true&lowStock=true&search=sesame');

    expect(await screen.findByRole('link', { name: sesame.name })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('oils');
    expect(screen.getByRole('combobox', { name: 'Shown in the shop' })).toHaveValue('true');
    expect(screen.getByRole('checkbox', { name: 'Low stock only (5 or fewer)' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('sesame');
    expect(fetchedUrls(fetchSpy)).toEqual([
      '/api/admin/products?category=oils&published=true&lowStock=true&search=sesame&page=1',
    ]);
  });

  it('pages through the list, keeping the filters', async () => {
    const fetchSpy = stubFetch({
      '/api/admin/products?category=oils&page=1': () => pageOf([sesame], 60),
      '/api/admin/products?category=oils&page=2': () => pageOf([{ ...sesame, id: 8, name: 'Groundnut Oil' }], 60, 2),
    });
    const user = renderPage('/admin/products?category=oils');
    const pages = await screen.findByRole('navigation', { name: 'Product pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('link', { name: 'Groundnut Oil' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Product pages' })).toHaveTextContent('Page 2 of 3');
    expect(screen.getByLabelText('Address query')).toHaveTextContent('?category=oils&page=2');
    expect(fetchedUrls(fetchSpy)).toContain('/api/admin/products?category=oils&page=2');
  });

  it('shows no page buttons when everything fits on one page', async () => {
    stubFetch({ '/api/admin/products?page=1': () => pageOf([sesame, turmeric]) });
    renderPage();
    await screen.findByRole('link', { name: sesame.name });
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).not.toBeInTheDocument();
  });

  it('says when no product matches', async () => {
    stubFetch({ '/api/admin/products?lowStock=true&page=1': () => pageOf([]) });
    renderPage('/admin/products?lowStock=true');
    expect(await screen.findByText('No products match these filters.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    stubFetch({ '/api/admin/products?page=1': () => new Response('{}', { status: 500 }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The products could not be loaded. Reload the page to try again.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
