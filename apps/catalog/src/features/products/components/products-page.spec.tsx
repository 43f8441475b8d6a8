import { render, screen, within } from '@testing-library/react';
import { PRODUCT_LIST_SKELETON_CARDS } from '@shop/contracts/constants';
import { AppProviders } from '@shop/ui/app-providers';
import { coconutOil, cuminSeeds, groundnutOil, stubApi } from '../../../testing/catalog-fixtures.js';
import { ProductsPage } from './products-page.js';

function renderProductsPage() {
  window.history.pushState({}, '', '/products');
  render(
    <AppProviders>
      <ProductsPage />
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('ProductsPage', () => {
  it('shows 12 placeholder cards while the products load', async () => {
    stubApi({ '/api/products': () => Response.json([groundnutOil]) });

    renderProductsPage();

    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(PRODUCT_LIST_SKELETON_CARDS);
    expect(await screen.findByRole('heading', { name: 'Organic Oils (1)' })).toBeVisible();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  });

  it('groups products into oils and spices with counts', async () => {
    stubApi({ '/api/products': () => Response.json([groundnutOil, cuminSeeds, coconutOil]) });

    renderProductsPage();

    const oils = (await screen.findByRole('heading', { name: 'Organic Oils (2)' })).closest('section');
    const spices = screen.getByRole('heading', { name: 'Organic Spices (1)' }).closest('section');
    expect(oils).not.toBeNull();
    expect(spices).not.toBeNull();
    expect(within(oils as HTMLElement).getAllByRole('article')).toHaveLength(2);
    expect(within(spices as HTMLElement).getByRole('link', { name: cuminSeeds.name })).toHaveAttribute(
      'href',
      '/product/12',
    );
    expect(within(spices as HTMLElement).getByText('$7.49')).toBeVisible();
    expect(within(spices as HTMLElement).getByRole('img', { name: cuminSeeds.name })).toHaveAttribute(
      'src',
      cuminSeeds.imageUrl,
    );
  });

  it('loads the first images at once and the ones further down lazily', async () => {
    stubApi({ '/api/products': () => Response.json([groundnutOil, cuminSeeds, coconutOil]) });

    renderProductsPage();

    await screen.findByRole('heading', { name: 'Organic Oils (2)' });
    expect(screen.getByRole('img', { name: groundnutOil.name })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: coconutOil.name })).toHaveAttribute('loading', 'eager');
    // The second category starts below the first row.
    expect(screen.getByRole('img', { name: cuminSeeds.name })).toHaveAttribute('loading', 'lazy');
  });

  it('marks an out-of-stock product and disables its Add to Cart button', async () => {
    stubApi({ '/api/products': () => Response.json([groundnutOil, coconutOil]) });

    renderProductsPage();

    const coconutCard = (await screen.findByRole('link', { name: coconutOil.name })).closest('article') as HTMLElement;
    const groundnutCard = screen.getByRole('link', { name: groundnutOil.name }).closest('article') as HTMLElement;
    expect(within(coconutCard).getByText('Out of Stock')).toBeVisible();
    expect(within(coconutCard).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(within(groundnutCard).queryByText('Out of Stock')).not.toBeInTheDocument();
    expect(within(groundnutCard).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    stubApi({ '/api/products': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });

    renderProductsPage();

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the products.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
