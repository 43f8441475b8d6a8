import { API_PATHS } from './api-paths.js';

/** The page's root element carries this attribute when its HTML was rendered on the server. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The `<script type="application/json">` holding the data the server fetched for the page. */
export const QUERY_STATE_ELEMENT_ID = 'shop-query-state';

/**
 * The API paths whose answers the server may fetch while rendering a page and hand to the
 * browser: public catalog data, the same for every visitor. Nothing personal (the shopper, their
 * cart, orders or subscriptions) is ever fetched on the server, so a rendered page can be cached
 * and shared.
 */
export const SERVER_FETCHED_PATHS: readonly string[] = [API_PATHS.products, API_PATHS.subscriptionPlans];

/** Whether a query key (an API path first, then its parameters) may be fetched on the server. */
export function isServerFetchedQuery(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && SERVER_FETCHED_PATHS.includes(path);
}
