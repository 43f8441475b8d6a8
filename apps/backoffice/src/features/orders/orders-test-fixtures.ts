import type { AdminOrder } from '@shop/contracts/admin-orders';
import type { UserRole } from '@shop/contracts/auth';

export type ApiHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export const userWithRole = (role: UserRole) => ({
  id: `user-${role}`,
  email: `${role}@example.com`,
  firstName: 'Sam',
  lastName: 'Rao',
  profileImageUrl: null,
  role,
});

/** fetch answers by "METHOD /path?query" (or the bare URL for GET); the current user has `role`. */
export function stubApi({ role = 'staff', routes = {} }: { role?: UserRole; routes?: Record<string, ApiHandler> }) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (handler) return handler(init);
    if (url === '/api/auth/user') return Response.json(userWithRole(role));
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
}

/** The URLs fetched with GET, in order. */
export const fetchedUrls = (spy: jest.SpyInstance) =>
  spy.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === 'GET')
    .map(([url]) => String(url));

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 42,
    email: 'meera@example.com',
    firstName: 'Meera',
    lastName: 'Krishnan',
    phone: '4045550100',
    shippingAddress: { address: '100 Main Street', city: 'Cumming', state: 'GA', zipCode: '30040' },
    items: [{ productId: 7, name: 'Cold-Pressed Coconut Oil', unitPrice: '14.99', quantity: 2, lineTotal: '29.98' }],
    subtotal: '29.98',
    tax: '2.66',
    shipping: '12.99',
    total: '45.63',
    status: 'paid',
    paymentMethod: 'stripe',
    specialInstructions: 'Leave at the side door',
    subscriptionId: null,
    deliveryWindow: {
      windowId: 2,
      date: '2026-11-21',
      startsAt: '2026-11-21T19:00:00.000Z',
      endsAt: '2026-11-21T21:00:00.000Z',
      label: 'Saturday 21 November, 2:00 PM – 4:00 PM',
    },
    createdAt: '2026-11-20T15:00:00.000Z',
    userId: 'user-1',
    zipCode: '30040',
    paid: true,
    refundedTotal: '0.00',
    refundable: '45.63',
    nextStatuses: ['packed', 'cancelled'],
    events: [
      {
        id: 1,
        type: 'placed',
        actorEmail: null,
        note: 'Waiting for card payment',
        amount: null,
        createdAt: '2026-11-20T15:00:00.000Z',
      },
      { id: 2, type: 'paid', actorEmail: null, note: null, amount: '45.63', createdAt: '2026-11-20T15:01:00.000Z' },
    ],
    refunds: [],
    ...overrides,
  };
}
