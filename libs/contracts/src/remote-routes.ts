import { ADMIN_PAGE_PATHS } from './admin-routes.js';
import { MAX_DATABASE_INTEGER } from './field-limits.js';
import type { RemoteName } from './remotes.js';

/** A module a remote exposes, e.g. catalog's "./ProductsPage". */
export interface RemoteModuleRef {
  remote: RemoteName;
  module: string;
}

export interface RemoteRoute extends RemoteModuleRef {
  /** A react-router path; `:name` segments match one path segment. */
  path: string;
}

/**
 * Which remote renders which route. The home page, the sign-in page and the 404 screen belong to
 * the shell itself; everything else is owned by the team of the remote named here.
 * The shell routes with this table; the server reads it to tell the browser, in the page's HTML,
 * which remote files the page will need, so they download while the shell starts.
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
  { path: '/subscriptions/manage', remote: 'subscriptions', module: './ManageSubscriptionsPage' },
  // The back office: one module for all its pages (it checks the role and picks the page).
  ...Object.values(ADMIN_PAGE_PATHS).map((path) => ({ path, remote: 'backoffice' as const, module: './AdminApp' })),
];

/** The sections of the shell's home page that remotes render. */
export const HOME_PAGE_REMOTE_MODULES = {
  productCarousels: { remote: 'catalog', module: './ProductCarousels' },
  businessSection: { remote: 'support', module: './BusinessSection' },
  contactSection: { remote: 'support', module: './ContactSection' },
} as const satisfies Record<string, RemoteModuleRef>;

/** Whether `path` is an address of the route `routePath` (`:name` segments match one segment). */
export function matchesRoute(routePath: string, path: string): boolean {
  const routeSegments = routePath.split('/');
  const pathSegments = path.split('/');
  return (
    routeSegments.length === pathSegments.length &&
    routeSegments.every((segment, index) =>
      segment.startsWith(':') ? pathSegments[index] !== '' : segment === pathSegments[index],
    )
  );
}

/**
 * The remote module that renders the page at `path`, or null for the shell's own pages (the home
 * page too: its remote sections sit below its own hero).
 */
export function remotePageModule(path: string): RemoteModuleRef | null {
  const route = REMOTE_ROUTES.find((candidate) => matchesRoute(candidate.path, path));
  return route ? { remote: route.remote, module: route.module } : null;
}

/** A route parameter as the shop writes it: a row id, in digits, without leading zeros. */
function canonicalId(segment: string): string | null {
  if (!/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_DATABASE_INTEGER ? String(id) : null;
}

/**
 * The canonical address of a remote's page, built from the route table (never copied from the
 * requested path): `/product/007` is `/product/7`. Null when the path is no page, including a
 * route whose id is not a whole number (every route parameter of the shop is a row id).
 */
export function canonicalRemotePath(path: string): string | null {
  const route = REMOTE_ROUTES.find((candidate) => matchesRoute(candidate.path, path));
  if (!route) return null;
  const requested = path.split('/');
  const canonical = route.path.split('/').map((segment, index) => {
    if (!segment.startsWith(':')) return segment;
    return canonicalId(requested[index] ?? '');
  });
  return canonical.every((segment) => segment !== null) ? canonical.join('/') : null;
}
