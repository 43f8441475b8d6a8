import type { RemoteName } from '@shop/contracts/remotes';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for this screen. */
  module: string;
}

/**
 * Which remote renders which route (spec section 2). The home page, the sign-in page and the 404
 * screen belong to the shell itself; everything else is owned by the team of the remote named here.
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/products', remote: 'catalog', module: './ProductsPage' },
  { path: '/product/:id', remote: 'catalog', module: './ProductDetailPage' },
  { path: '/cart', remote: 'cart', module: './CartPage' },
  { path: '/checkout', remote: 'cart', module: './CheckoutPage' },
  { path: '/orders', remote: 'cart', module: './OrdersPage' },
  { path: '/orders/:id', remote: 'cart', module: './OrderPage' },
  { path: '/subscriptions', remote: 'subscriptions', module: './PlansPage' },
  { path: '/subscriptions/checkout/:planId', remote: 'subscriptions', module: './SubscriptionCheckoutPage' },
  { path: '/subscriptions/success', remote: 'subscriptions', module: './SubscriptionSuccessPage' },
];

/**
 * The shell's own sign-in page. GET /api/login redirects here, so the path is part of the
 * contract with the API, not only a route.
 */
export const LOGIN_PATH = '/login';

/** The shell's own policy pages, linked from the footer's support column. */
export const POLICY_PATHS = {
  faq: '/faq',
  shipping: '/shipping',
  returns: '/returns',
  privacy: '/privacy',
  terms: '/terms',
} as const;
