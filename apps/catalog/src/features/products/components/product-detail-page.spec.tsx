import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@shop/ui/router';
import { AppProviders } from '@shop/ui/app-providers';
import {
  coconutOil,
  groundnutOil,
  productsOfCategory,
  stubApi,
  withBenefits,
} from '../../../testing/catalog-fixtures.js';
import { ProductDetailPage } from './product-detail-page.js';

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  render(
    <AppProviders>
      <Routes>
        <Route path="/product/:id" element={<ProductDetailPage />} />
        <Route path="/products" element={<h1>Products list</h1>} />
        <Route path="/checkout" element={<h1>Checkout</h1>} />
      </Routes>
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('ProductDetailPage', () => {
  it('shows the product with breadcrumb, price, stock and shipping notes, and titles the tab', async () => {
    stubApi({ '/api/products/1': () => Response.json(withBenefits(groundnutOil, ['Rich, nutty aroma'])) });

    renderAt('/product/1');

    expect(await screen.findByRole('heading', { level: 1, name: groundnutOil.name })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent(`HomeProducts${groundnutOil.name}`);
    expect(screen.getByText('$16.99')).toBeVisible();
    expect(screen.getByText('In Stock')).toBeVisible();
    expect(screen.getByText('Oils')).toBeVisible();
    expect(screen.getByText('Ships in 2-3 business days')).toBeVisible();
    expect(screen.getByText('30-day returns')).toBeVisible();
    expect(screen.getByText('Free shipping on orders of $75.00 or more; otherwise $12.99.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(document.title).toBe(`${groundnutOil.name} | Cumming Organics`);
    expect(screen.getByText('Rated 4.8 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key Benefits' })).toHaveTextContent('Rich, nutty aroma');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      groundnutOil.description,
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/product/1`,
    );
  });

  it('says when an oil was pressed, under the price', async () => {
    stubApi({
      '/api/products/1': () => Response.json(withBenefits(groundnutOil, ['Rich, nutty aroma'], '2026-11-20')),
    });

    renderAt('/product/1');

    const pressed = await screen.findByText('Pressed on November 20, 2026');
    expect(pressed).toBeVisible();
    expect(screen.getByText('$16.99').nextElementSibling).toBe(pressed);
  });

  it('shows no pressed-on line for a product without a batch', async () => {
    stubApi({ '/api/products/3': () => Response.json(withBenefits(coconutOil)) });

    renderAt('/product/3');

    expect(await screen.findByRole('heading', { level: 1, name: coconutOil.name })).toBeVisible();
    expect(screen.queryByText(/Pressed on/)).not.toBeInTheDocument();
  });

  it('shows up to four related products of the same category, not the product itself', async () => {
    stubApi({
      '/api/products/1': () => Response.json(withBenefits(groundnutOil)),
      '/api/products?category=oils': () => Response.json([groundnutOil, ...productsOfCategory('oils', 6)]),
    });

    renderAt('/product/1');

    const related = await screen.findByRole('region', { name: 'Related Products' });
    expect(within(related).getAllByRole('article')).toHaveLength(4);
    expect(within(related).queryByRole('link', { name: groundnutOil.name })).not.toBeInTheDocument();
  });

  it('copies the link and says so when the browser cannot share', async () => {
    stubApi({ '/api/products/1': () => Response.json(withBenefits(groundnutOil)) });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });

    renderAt('/product/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));

    expect(await screen.findByText('Link Copied')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product/1`);
  });

  it('signed out, Buy Now asks to log in and stays on the page', async () => {
    const fetchSpy = stubApi({ '/api/products/1': () => Response.json(withBenefits(groundnutOil)) });

    renderAt('/product/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));

    expect(await screen.findByText('Authentication Required')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: groundnutOil.name })).toBeVisible();
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('says when a product is out of stock', async () => {
    stubApi({ '/api/products/3': () => Response.json(withBenefits(coconutOil)) });

    renderAt('/product/3');

    expect(await screen.findByText('Out of Stock')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('shows Product Not Found for an unknown id, and Go Back leads to the product list', async () => {
    stubApi({});

    renderAt('/product/999');

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Products list' })).toBeVisible();
  });

  it('shows Product Not Found for an id that is not a number, without asking the API', async () => {
    const fetchSpy = stubApi({});

    renderAt('/product/sesame');

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/products/sesame', expect.anything());
  });
});
