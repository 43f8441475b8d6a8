import { useQuery } from '@tanstack/react-query';
import { cartSummaryQueryOptions } from '@shop/ui/cart-query';

/**
 * GET /api/cart/summary: every amount the cart and checkout show. The query options live in
 * @shop/ui because add-to-cart refreshes them too.
 */
export function useCartSummary({ enabled }: { enabled: boolean }) {
  return useQuery({ ...cartSummaryQueryOptions(), enabled });
}
