import type { Product } from '@shop/contracts/products';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import type { Subscription } from '@shop/contracts/subscriptions';

export const essentialsBox: SubscriptionPlan = {
  id: 1,
  name: 'Essentials Box',
  description: 'Two bottles of fresh oil every month.',
  price: '31.99',
  regularPrice: '35.98',
  bottleCount: 2,
  features: ['2 bottles of your choice', 'Free local delivery'],
  isPopular: 'false',
};

export const familyBox: SubscriptionPlan = {
  id: 2,
  name: 'Family Box',
  description: 'Four bottles for a busy kitchen.',
  price: '59.99',
  regularPrice: '71.96',
  bottleCount: 4,
  features: ['4 bottles of your choice', 'Free local delivery', 'Skip any month'],
  isPopular: 'true',
};

export const signedInUser = {
  id: 'user-1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Patel',
  profileImageUrl: null,
  role: 'shopper',
};

const oil = (id: number, name: string, price: string, inStock: 'true' | 'false' = 'true'): Product => ({
  id,
  name,
  description: `1 L glass bottle of ${name.toLowerCase()}.`,
  price,
  imageUrl: `/images/products/oil-${id}.svg`,
  category: 'oils',
  inStock,
});

export const groundnutOil = oil(1, 'Groundnut Oil', '16.99');
export const sesameOil = oil(2, 'Sesame Oil', '18.99');
export const coconutOil = oil(3, 'Coconut Oil', '14.99', 'false');
export const mustardOil = oil(4, 'Mustard Oil', '15.49');
export const sunflowerOil = oil(5, 'Sunflower Oil', '12.99');
export const almondOil = oil(6, 'Almond Oil', '24.99');

/** The oil catalog of the tests: six oils, coconut out of stock. */
export const oilCatalog: Product[] = [groundnutOil, sesameOil, coconutOil, mustardOil, sunflowerOil, almondOil];

const boxOil = (product: Product) => ({ productId: product.id, name: product.name });

/** An active Family Box with its next box scheduled; noon UTC, so the dates read the same in any time zone. */
export const activeSubscription: Subscription = {
  id: 7,
  planId: familyBox.id,
  planName: familyBox.name,
  bottleCount: 4,
  price: '59.99',
  status: 'active',
  paymentMethod: 'stripe',
  currentPeriodStart: '2026-03-04T12:00:00.000Z',
  currentPeriodEnd: '2026-04-04T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  pausedUntil: null,
  selectedOils: [groundnutOil.id, sesameOil.id, mustardOil.id, sunflowerOil.id],
  shippingAddress: { address: '12 Lanier Way', city: 'Cumming', state: 'GA', zipCode: '30040', phone: '4045550123' },
  preferredWindow: null,
  nextBox: {
    id: 71,
    renewsAt: '2026-04-04T12:00:00.000Z',
    cutoffAt: '2026-04-02T12:00:00.000Z',
    state: 'scheduled',
    oils: [groundnutOil, sesameOil, mustardOil, sunflowerOil].map(boxOil),
    shortOils: [],
    orderId: null,
    deliveryWindow: null,
  },
  createdAt: '2026-03-04T12:00:00.000Z',
};

/** The same subscription with changes to some of its fields (and of its next box). */
export function subscriptionWith(
  changes: Partial<Omit<Subscription, 'nextBox'>> & { nextBox?: Partial<NonNullable<Subscription['nextBox']>> | null },
): Subscription {
  const { nextBox, ...rest } = changes;
  return {
    ...activeSubscription,
    ...rest,
    nextBox:
      nextBox === null ? null : activeSubscription.nextBox && { ...activeSubscription.nextBox, ...(nextBox ?? {}) },
  };
}

/** A handler for one "METHOD /path" (or "/path" for a GET) of the stubbed API. */
export type ApiHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

const unauthorized = () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });

/** An answer in the API's error shape. */
export function apiError(
  statusCode: number,
  code: string,
  message: string,
  fieldErrors?: { field: string; message: string }[],
): Response {
  return Response.json(
    { statusCode, error: 'Error', code, message, ...(fieldErrors ? { fieldErrors } : {}) },
    { status: statusCode },
  );
}

/**
 * Answers like the API: the current user (401 when signed out) and whatever `routes` adds, keyed
 * "METHOD /path" or, for a GET, just "/path". Anything else is a 404.
 */
export function stubApi({
  signedIn = false,
  routes = {},
}: {
  signedIn?: boolean;
  routes?: Record<string, ApiHandler>;
}) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const handler = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    if (handler) return handler(init);
    if (url === '/api/auth/user') return signedIn ? Response.json(signedInUser) : unauthorized();
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
}

/** The requests the page sent to "METHOD /path". */
export function sentRequests(fetchSpy: jest.SpyInstance, method: string, path: string): RequestInit[] {
  return fetchSpy.mock.calls
    .filter(([url, init]) => String(url) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => (init ?? {}) as RequestInit);
}

/** The JSON body of a sent request. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}
