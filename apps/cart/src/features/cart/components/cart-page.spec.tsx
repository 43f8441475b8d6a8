import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '@shop/contracts/cart';
import { AppProviders } from '@shop/ui/app-providers';
import {
  cuminLine,
  sentRequests,
  sesameAndCuminSummary,
  sesameOilLine,
  stubApi,
  type ApiHandler,
} from '../../../testing/cart-fixtures.js';
import { CartPage } from './cart-page.js';

function renderCartPage() {
  window.history.pushState({}, '', '/cart');
  render(
    <AppProviders>
      <CartPage />
    </AppProviders>,
  );
  return userEvent.setup();
}

/** A signed-in shopper's cart, kept like the server keeps it so a refetch sees the change. */
function stubCart(lines: CartItem[], routes: Record<string, ApiHandler> = {}) {
  let cart = lines;
  const setCart = (next: CartItem[]) => (cart = next);
  const fetchSpy = stubApi({
    signedIn: true,
    summary: sesameAndCuminSummary,
    routes: { 'GET /api/cart': () => Response.json(cart), ...routes },
  });
  return { fetchSpy, setCart };
}

async function findLine(name: string) {
  return (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
}

function toastRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => jest.restoreAllMocks());

describe('CartPage', () => {
  it('asks a signed-out shopper to sign in, returning to the cart afterwards, and never asks for the cart', async () => {
    const fetchSpy = stubApi({ signedIn: false });

    renderCartPage();

    expect(await screen.findByRole('heading', { name: 'Sign in to view your cart' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fcart');
    expect(screen.queryByRole('link', { name: 'Your Orders' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/cart', expect.anything());
    expect(fetchSpy).not.toHaveBeenCalledWith('/api/cart/summary', expect.anything());
  });

  it('shows the empty state with a way back to the products', async () => {
    stubApi({ signedIn: true, cart: [] });

    renderCartPage();

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/orders');
  });

  it("lists the items and shows the server's amounts, never its own sums", async () => {
    // Amounts no browser arithmetic would give: the page must show what the server says.
    stubApi({
      signedIn: true,
      cart: [sesameOilLine, cuminLine],
      summary: { ...sesameAndCuminSummary, subtotal: '1.11', tax: '2.22', shipping: '0.00', total: '3.33' },
    });

    renderCartPage();

    const sesame = await findLine(sesameOilLine.product.name);
    expect(within(sesame).getByText(sesameOilLine.product.description)).toBeVisible();
    expect(within(sesame).getByText('$18.99')).toBeVisible();
    expect(
      within(within(sesame).getByRole('group', { name: `Quantity of ${sesameOilLine.product.name}` })).getByText('2'),
    ).toBeVisible();
    const cumin = await findLine(cuminLine.product.name);
    expect(within(cumin).getByRole('img', { name: cuminLine.product.name })).toHaveAttribute(
      'src',
      '/api/placeholder/80/80',
    );

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByRole('row', { name: 'Subtotal $1.11' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'Tax (8.875%) $2.22' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'Shipping Free' })).toBeVisible();
    expect(within(summary).getByRole('row', { name: 'Total $3.33' })).toBeVisible();
    expect(within(summary).getByText('Free shipping on orders of $75.00 or more; otherwise $12.99.')).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('increases a quantity and then shows the refreshed cart and totals', async () => {
    const { fetchSpy, setCart } = stubCart([sesameOilLine], {
      'PUT /api/cart/41': () => {
        setCart([{ ...sesameOilLine, quantity: 3 }]);
        return Response.json({ ...sesameOilLine, quantity: 3 });
      },
    });
    const user = renderCartPage();
    const line = await findLine(sesameOilLine.product.name);
    await screen.findByRole('row', { name: /^Total/ });
    const summaryLoads = sentRequests(fetchSpy, 'GET', '/api/cart/summary').length;

    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${sesameOilLine.product.name}` }));

    expect(await within(line).findByText('3')).toBeVisible();
    const [put] = sentRequests(fetchSpy, 'PUT', '/api/cart/41');
    expect(put?.body).toBe(JSON.stringify({ quantity: 3 }));
    await waitFor(() => expect(sentRequests(fetchSpy, 'GET', '/api/cart/summary').length).toBe(summaryLoads + 1));
  });

  it('ignores a decrease at quantity 1: the button is disabled and nothing is sent', async () => {
    const { fetchSpy } = stubCart([cuminLine]);
    const user = renderCartPage();
    const line = await findLine(cuminLine.product.name);

    const decrease = within(line).getByRole('button', { name: `Decrease quantity of ${cuminLine.product.name}` });
    expect(decrease).toBeDisabled();
    await user.click(decrease);

    expect(sentRequests(fetchSpy, 'PUT', '/api/cart/42')).toHaveLength(0);
    expect(within(line).getByText('1')).toBeVisible();
  });

  it("decreases to 1 and disables a line's buttons while its change is on its way", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchSpy, setCart } = stubCart([sesameOilLine, cuminLine], {
      'PUT /api/cart/41': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = renderCartPage();
    const sesame = await findLine(sesameOilLine.product.name);
    const cumin = await findLine(cuminLine.product.name);

    await user.click(
      within(sesame).getByRole('button', { name: `Decrease quantity of ${sesameOilLine.product.name}` }),
    );

    for (const button of within(sesame).getAllByRole('button')) expect(button).toBeDisabled();
    expect(within(cumin).getByRole('button', { name: `Remove ${cuminLine.product.name}` })).toBeEnabled();
    expect(sentRequests(fetchSpy, 'PUT', '/api/cart/41')[0]?.body).toBe(JSON.stringify({ quantity: 1 }));

    setCart([{ ...sesameOilLine, quantity: 1 }, cuminLine]);
    answer(Response.json({ ...sesameOilLine, quantity: 1 }));

    await waitFor(() =>
      expect(within(sesame).getByRole('button', { name: `Remove ${sesameOilLine.product.name}` })).toBeEnabled(),
    );
    expect(
      within(sesame).getByRole('button', { name: `Decrease quantity of ${sesameOilLine.product.name}` }),
    ).toBeDisabled();
  });

  it('removes a line', async () => {
    const { fetchSpy, setCart } = stubCart([sesameOilLine, cuminLine], {
      'DELETE /api/cart/42': () => {
        setCart([sesameOilLine]);
        return new Response(null, { status: 204 });
      },
    });
    const user = renderCartPage();
    const cumin = await findLine(cuminLine.product.name);

    await user.click(within(cumin).getByRole('button', { name: `Remove ${cuminLine.product.name}` }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: cuminLine.product.name })).not.toBeInTheDocument(),
    );
    expect(sentRequests(fetchSpy, 'DELETE', '/api/cart/42')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: sesameOilLine.product.name })).toBeVisible();
  });

  it('asks to log in again when an update finds the session expired (401)', async () => {
    stubCart([sesameOilLine], {
      'PUT /api/cart/41': () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }),
    });
    const user = renderCartPage();
    const line = await findLine(sesameOilLine.product.name);

    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${sesameOilLine.product.name}` }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Session Expired')).toBeVisible();
    expect(within(toasts).getByText('Please log in again to continue.')).toBeVisible();
    expect(within(toasts).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
  });

  it("shows the server's reason when there is not enough stock (409)", async () => {
    stubCart([sesameOilLine], {
      'PUT /api/cart/41': () =>
        Response.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'OUT_OF_STOCK',
            message: 'Only 2 of Cold-Pressed Sesame (Gingelly) Oil left in stock.',
          },
          { status: 409 },
        ),
    });
    const user = renderCartPage();
    const line = await findLine(sesameOilLine.product.name);

    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${sesameOilLine.product.name}` }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Error')).toBeVisible();
    expect(within(toasts).getByText('Only 2 of Cold-Pressed Sesame (Gingelly) Oil left in stock.')).toBeVisible();
  });

  it('reports any other failed update', async () => {
    stubCart([sesameOilLine], {
      'PUT /api/cart/41': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const user = renderCartPage();
    const line = await findLine(sesameOilLine.product.name);

    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${sesameOilLine.product.name}` }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Error')).toBeVisible();
    expect(within(toasts).getByText('Failed to update cart item.')).toBeVisible();
    expect(within(line).getByText('2')).toBeVisible();
  });

  it('reports a failed removal and keeps the line', async () => {
    stubCart([sesameOilLine], {
      'DELETE /api/cart/41': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const user = renderCartPage();
    const line = await findLine(sesameOilLine.product.name);

    await user.click(within(line).getByRole('button', { name: `Remove ${sesameOilLine.product.name}` }));

    const toasts = toastRegion();
    expect(await within(toasts).findByText('Error')).toBeVisible();
    expect(within(toasts).getByText('Failed to remove item from cart.')).toBeVisible();
    expect(screen.getByRole('heading', { name: sesameOilLine.product.name })).toBeVisible();
  });
});
