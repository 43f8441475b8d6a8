import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '@shop/ui/cart-query';

/**
 * GET /api/cart. The query options live in @shop/ui because the shell's badge and add-to-cart
 * read and refresh the same cache entry; the cart is only asked for once the shopper is signed in.
 */
export function useCart({ enabled }: { enabled: boolean }) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
