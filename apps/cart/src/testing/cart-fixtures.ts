import type { SavedAddress } from '@shop/contracts/address-book';
import type { CartItem } from '@shop/contracts/cart';
import type { DeliveryWindows } from '@shop/contracts/delivery-windows';
import type { CartSummary, CheckoutOptions, Order } from '@shop/contracts/orders';

export const signedInUser = {
  id: 'user-1',
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Patel',
  profileImageUrl: null,
  role: 'shopper',
};

export const sesameOilLine: CartItem = {
  id: 41,
  productId: 2,
  quantity: 2,
  product: {
    id: 2,
    name: 'Cold-Pressed Sesame (Gingelly) Oil',
    description: '1 L glass bottle of raw sesame oil.',
    price: '18.99',
    imageUrl: '/images/products/cold-pressed-sesame-gingelly-oil.svg',
    category: 'oils',
    inStock: 'true',
  },
};

export const cuminLine: CartItem = {
  id: 42,
  productId: 12,
  quantity: 1,
  product: {
    id: 12,
    name: 'Cumin Seeds (Jeera)',
    description: 'Whole cumin seeds.',
    price: '7.49',
    imageUrl: '',
    category: 'spices',
    inStock: 'true',
  },
};

/** What the server answers for sesame x 2 + cumin x 1: 45.47, tax 4.04, shipping 12.99. */
export const sesameAndCuminSummary: CartSummary = {
  itemCount: 3,
  subtotal: '45.47',
  tax: '4.04',
  shipping: '12.99',
  total: '62.50',
  freeShippingThreshold: '75.00',
};

export const placedOrder: Order = {
  id: 7,
  email: 'asha@example.com',
  firstName: 'Asha',
  lastName: 'Patel',
  phone: '4045550123',
  shippingAddress: { address: '12 Lanier Way', city: 'Cumming', state: 'GA', zipCode: '30040' },
  items: [
    { productId: 2, name: sesameOilLine.product.name, unitPrice: '18.99', quantity: 2, lineTotal: '37.98' },
    { productId: 12, name: cuminLine.product.name, unitPrice: '7.49', quantity: 1, lineTotal: '7.49' },
  ],
  subtotal: '45.47',
  tax: '4.04',
  shipping: '12.99',
  total: '62.50',
  status: 'confirmed',
  paymentMethod: 'pay_on_delivery',
  specialInstructions: 'Leave it by the side door.',
  subscriptionId: null,
  deliveryWindow: {
    windowId: 3,
    date: '2026-03-05',
    startsAt: '2026-03-05T15:00:00.000Z',
    endsAt: '2026-03-05T17:00:00.000Z',
    label: 'Thursday 5 March, 10:00 AM – 12:00 PM',
  },
  createdAt: '2026-03-04T12:00:00.000Z',
};

/** Three windows with room for 30040, as GET /api/delivery-windows answers. */
export const forsythWindows: DeliveryWindows = {
  zipCode: '30040',
  zone: { id: 1, name: 'Forsyth County' },
  outsideArea: null,
  windows: [
    {
      windowId: 1,
      date: '2026-03-05',
      startsAt: '2026-03-05T15:00:00.000Z',
      endsAt: '2026-03-05T17:00:00.000Z',
      label: 'Thursday 5 March, 10:00 AM – 12:00 PM',
      cutoffAt: '2026-03-05T01:00:00.000Z',
      cutoffLabel: 'Order by 8:00 PM Wednesday 4 March',
    },
    {
      windowId: 2,
      date: '2026-03-05',
      startsAt: '2026-03-05T19:00:00.000Z',
      endsAt: '2026-03-05T21:00:00.000Z',
      label: 'Thursday 5 March, 2:00 PM – 4:00 PM',
      cutoffAt: '2026-03-05T01:00:00.000Z',
      cutoffLabel: 'Order by 8:00 PM Wednesday 4 March',
    },
    {
      windowId: 1,
      date: '2026-03-06',
      startsAt: '2026-03-06T15:00:00.000Z',
      endsAt: '2026-03-06T17:00:00.000Z',
      label: 'Friday 6 March, 10:00 AM – 12:00 PM',
      cutoffAt: '2026-03-06T01:00:00.000Z',
      cutoffLabel: 'Order by 8:00 PM Thursday 5 March',
    },
  ],
};

/** A shopper's address book, most recently used first, as GET /api/addresses answers. */
export const savedAddresses: SavedAddress[] = [
  {
    id: 5,
    address: '12 Lanier Way',
    city: 'Cumming',
    state: 'GA',
    zipCode: '30040',
    phone: '4045550123',
    lastUsedAt: '2026-03-01T12:00:00.000Z',
  },
  {
    id: 3,
    address: '7 Tolbert Street',
    city: 'Alpharetta',
    state: 'GA',
    zipCode: '30009',
    phone: '7705550199',
    lastUsedAt: '2026-02-01T12:00:00.000Z',
  },
];

/** A handler for one "METHOD /path" of the stubbed API. */
export type ApiHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface ApiStubOptions {
  signedIn: boolean;
  cart?: CartItem[];
  summary?: CartSummary;
  checkoutOptions?: CheckoutOptions;
  /** Extra or overriding answers, keyed "METHOD /path", e.g. "PUT /api/cart/41". */
  routes?: Record<string, ApiHandler>;
}

const unauthorized = () => new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' });

export function notFound() {
  return Response.json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, { status: 404 });
}

/**
 * Answers like the API: the current user (401 when signed out), the cart and its summary (401
 * when signed out), the checkout options, an empty address book, and whatever `routes` adds.
 * Anything else is a 404.
 */
export function stubApi({ signedIn, cart = [], summary, checkoutOptions, routes = {} }: ApiStubOptions) {
  const emptySummary: CartSummary = {
    itemCount: 0,
    subtotal: '0.00',
    tax: '0.00',
    shipping: '0.00',
    total: '0.00',
    freeShippingThreshold: '75.00',
  };
  const defaults: Record<string, ApiHandler> = {
    'GET /api/auth/user': () => (signedIn ? Response.json(signedInUser) : unauthorized()),
    'GET /api/cart': () => (signedIn ? Response.json(cart) : unauthorized()),
    'GET /api/cart/summary': () => (signedIn ? Response.json(summary ?? emptySummary) : unauthorized()),
    'GET /api/checkout/options': () =>
      signedIn ? Response.json(checkoutOptions ?? { paymentMethods: ['pay_on_delivery'] }) : unauthorized(),
    'GET /api/addresses': () => (signedIn ? Response.json([]) : unauthorized()),
    'GET /api/delivery-windows?zipCode=30040': () => Response.json(forsythWindows),
  };
  const handlers = { ...defaults, ...routes };
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : notFound();
  });
}

/** The requests the page sent to "METHOD /path". */
export function sentRequests(fetchSpy: jest.SpyInstance, method: string, path: string): RequestInit[] {
  return fetchSpy.mock.calls
    .filter(([url, init]) => String(url) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([, init]) => (init ?? {}) as RequestInit);
}
