import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@shop/contracts/products';
import { AppProviders } from './app-providers.js';
import { useAddToCart } from './use-add-to-cart.js';
import { useAuth } from './use-auth.js';

const sesameOil: Pick<Product, 'id' | 'name'> = { id: 2, name: 'Cold-Pressed Sesame (Gingelly) Oil' };

const signedInUser = {
  id: 'u-1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Patel',
  profileImageUrl: null,
  role: 'shopper',
};

function AddButton() {
  const { addToCart, isPending } = useAddToCart();
  const { isLoading } = useAuth();
  return (
    <>
      <p>{isLoading ? 'Checking sign-in' : 'Sign-in known'}</p>
      <button type="button" disabled={isPending} onClick={() => addToCart(sesameOil, 1)}>
        Add to Cart
      </button>
    </>
  );
}

/** Answers like the API: the current user (or 401), and the given answer to POST /api/cart. */
function stubApi({ user, cartAnswer }: { user: typeof signedInUser | null; cartAnswer?: () => Response }) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/auth/user') {
      return user ? Response.json(user) : new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });
    }
    if (url === '/api/cart' && init?.method === 'POST' && cartAnswer) return cartAnswer();
    if (url === '/api/cart') return Response.json([]);
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
}

function postedCartRequests(fetchSpy: jest.SpyInstance) {
  return fetchSpy.mock.calls.filter(
    ([url, init]) => url === '/api/cart' && (init as RequestInit | undefined)?.method === 'POST',
  );
}

async function clickAddWhenAuthSettled(fetchSpy: jest.SpyInstance) {
  render(
    <AppProviders>
      <AddButton />
    </AppProviders>,
  );
  // Click once sign-in is known, as a shopper would.
  await screen.findByText('Sign-in known');
  expect(fetchSpy).toHaveBeenCalledWith('/api/auth/user', expect.anything());
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => jest.restoreAllMocks());

describe('useAddToCart', () => {
  it('prompts a signed-out shopper to log in and sends nothing', async () => {
    const fetchSpy = stubApi({ user: null });

    const viewport = await clickAddWhenAuthSettled(fetchSpy);

    expect(await within(viewport).findByText('Authentication Required')).toBeVisible();
    expect(within(viewport).getByText('Please log in to add items to your cart.')).toBeVisible();
    expect(within(viewport).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    expect(postedCartRequests(fetchSpy)).toHaveLength(0);
  });

  it('treats a missing auth endpoint (404) as signed out', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('Not Found', { status: 404, statusText: 'Not Found' }));

    const viewport = await clickAddWhenAuthSettled(fetchSpy);

    expect(await within(viewport).findByText('Authentication Required')).toBeVisible();
    expect(postedCartRequests(fetchSpy)).toHaveLength(0);
  });

  it('adds the product for a signed-in shopper and confirms it', async () => {
    const fetchSpy = stubApi({ user: signedInUser, cartAnswer: () => Response.json({ id: 10 }, { status: 201 }) });

    const viewport = await clickAddWhenAuthSettled(fetchSpy);

    expect(await within(viewport).findByText('Added to Cart!')).toBeVisible();
    expect(within(viewport).getByText(`${sesameOil.name} has been added to your cart.`)).toBeVisible();
    const [posted] = postedCartRequests(fetchSpy);
    expect((posted?.[1] as RequestInit).body).toBe(JSON.stringify({ productId: 2, quantity: 1 }));
  });

  it('asks to log in again when the session expired (401)', async () => {
    const fetchSpy = stubApi({
      user: signedInUser,
      cartAnswer: () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }),
    });

    const viewport = await clickAddWhenAuthSettled(fetchSpy);

    expect(await within(viewport).findByText('Session Expired')).toBeVisible();
    expect(within(viewport).getByText('Please log in again to continue shopping.')).toBeVisible();
    expect(within(viewport).getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  it('reports any other failure', async () => {
    const fetchSpy = stubApi({
      user: signedInUser,
      cartAnswer: () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });

    const viewport = await clickAddWhenAuthSettled(fetchSpy);

    expect(await within(viewport).findByText('Error')).toBeVisible();
    expect(within(viewport).getByText('Failed to add item to cart. Please try again.')).toBeVisible();
  });

  it('shows the server message when there is not enough stock (409)', async () => {
    const fetchSpy = stubApi({
      user: signedInUser,
      cartAnswer: () =>
        Response.json(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'OUT_OF_STOCK',
            message: `Only 2 of ${sesameOil.name} left in stock`,
          },
          { status: 409 },
        ),
    });

    const viewport = await clickAddWhenAuthSettled(fetchSpy);

    expect(await within(viewport).findByText(`Only 2 of ${sesameOil.name} left in stock`)).toBeVisible();
  });
});
