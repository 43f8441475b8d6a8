import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { fetchQueryKeyParsed } from '@shop/ui/api-fetch';

/**
 * GET /api/cart, shared by the shell's badge, the cart pages and add-to-cart, so that all three
 * read and invalidate the same cache entry. Only call it for a signed-in shopper.
 *
 * The schemas are imported when the data is fetched, alongside the request: the shell's navbar
 * uses these options on every page, and a shopper who is not signed in never needs them.
 */
export const cartQueryKey = [API_PATHS.cart] as const;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: (context) => fetchQueryKeyParsed(context, async () => (await import('@shop/contracts/cart')).cartSchema),
  });

/**
 * GET /api/cart/summary: the amounts (subtotal, tax, shipping, total) the server computes. Screens
 * show these and never do money arithmetic of their own. Only call it for a signed-in shopper.
 */
export const cartSummaryQueryKey = [API_PATHS.cartSummary] as const;

export const cartSummaryQueryOptions = () =>
  queryOptions({
    queryKey: cartSummaryQueryKey,
    queryFn: (context) =>
      fetchQueryKeyParsed(context, async () => (await import('@shop/contracts/orders')).cartSummarySchema),
  });

/**
 * After any change to the cart: refresh its lines (and with them the shell's badge) and its
 * totals. The keys are distinct API paths, so one prefix would not cover both.
 */
export async function invalidateCart(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    queryClient.invalidateQueries({ queryKey: cartSummaryQueryKey }),
  ]);
}
