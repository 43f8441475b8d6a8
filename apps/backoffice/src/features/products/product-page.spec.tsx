import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductDetail } from '@shop/contracts/admin-products';
import type { UserRole } from '@shop/contracts/auth';
import { AppProviders } from '@shop/ui/app-providers';
import { Route, Routes } from '@shop/ui/router';
import { ProductPage } from './product-page.js';

const detail: AdminProductDetail = {
  product: {
    id: 7,
    name: 'Cold-Pressed Sesame (Gingelly) Oil',
    description: 'Pressed in a wooden ghani.',
    price: '18.99',
    imageUrl: '/images/products/sesame.svg',
    category: 'oils',
    keyBenefits: ['Unrefined', 'Small batches'],
    stock: 4,
    published: true,
    pressedOn: '2026-11-20',
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
  movements: [
    {
      id: 1,
      change: 12,
      reason: 'batch_received',
      note: null,
      batchId: 3,
      stockAfter: 16,
      actor: { id: 'u1', email: 'sam@example.com' },
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  batches: [
    {
      id: 3,
      pressedOn: '2026-11-20',
      quantity: 12,
      receivedAt: '2026-11-21T10:00:00.000Z',
      receivedBy: { id: 'u1', email: 'sam@example.com' },
    },
  ],
};

/** Answers like the API for a signed-in member of the team with this role. */
function stubApi(role: UserRole) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') {
      return Response.json({
        id: 'u1',
        email: 'sam@example.com',
        firstName: 'Sam',
        lastName: null,
        profileImageUrl: null,
        role,
      });
    }
    if (method === 'GET' && url === '/api/admin/products/7') return Response.json(detail);
    if (method === 'POST' && url === '/api/admin/products/7/stock') {
      return Response.json(
        { stock: 14, movement: { ...detail.movements[0], id: 2, change: 10, stockAfter: 14 } },
        { status: 201 },
      );
    }
    return new Response('{"statusCode":404,"error":"Not Found","message":"Not found","code":"NOT_FOUND"}', {
      status: 404,
    });
  });
}

function renderProductPage() {
  window.history.pushState({}, '', '/admin/products/7');
  render(
    <AppProviders>
      <Routes>
        <Route path="/admin/products/:id" element={<ProductPage />} />
      </Routes>
    </AppProviders>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('ProductPage', () => {
  it('shows staff the price but lets only the owner change it', async () => {
    stubApi('staff');
    renderProductPage();

    expect(await screen.findByRole('heading', { level: 1, name: detail.product.name })).toBeVisible();
    const price = await screen.findByLabelText('Price (USD)');
    expect(price).toHaveValue('18.99');
    expect(price).toBeDisabled();
    expect(screen.getByText('Only the owner can change prices')).toBeVisible();
    expect(screen.getByLabelText('Name')).toBeEnabled();
  });

  it('lets the owner change the price', async () => {
    stubApi('owner');
    renderProductPage();

    await screen.findByRole('heading', { level: 1, name: detail.product.name });
    await screen.findByText('Stock changes');
    // The role arrives with the signed-in user; the field follows it.
    await expect(screen.findByLabelText('Price (USD)')).resolves.toBeEnabled();
    expect(screen.queryByText('Only the owner can change prices')).not.toBeInTheDocument();
  });

  it('asks for the pressed-on date only for a received batch, and sends it', async () => {
    const fetchSpy = stubApi('staff');
    renderProductPage();
    await screen.findByRole('heading', { level: 1, name: detail.product.name });

    expect(screen.queryByLabelText('Pressed on')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Batch received');
    const pressedOn = screen.getByLabelText('Pressed on');
    expect(pressedOn).toHaveAttribute('type', 'date');

    await userEvent.type(screen.getByLabelText('Change (e.g. -2 or 10)'), '10');
    await userEvent.type(pressedOn, '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Change stock' }));

    expect(await screen.findByText('Stock Changed')).toBeVisible();
    const sent = fetchSpy.mock.calls.find(
      ([url, init]) => String(url) === '/api/admin/products/7/stock' && init?.method === 'POST',
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      change: 10,
      reason: 'batch_received',
      pressedOn: '2026-11-20',
    });
  });

  it('shows the stock, its Low badge, the movements and the batches', async () => {
    stubApi('staff');
    renderProductPage();

    expect(await screen.findByText('Low')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Stock changes' })).toHaveTextContent('Batch received');
    expect(screen.getByRole('table', { name: 'Batches' })).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByRole('button', { name: 'Hide from the shop' })).toBeEnabled();
  });
});
