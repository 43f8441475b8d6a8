import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { apiRequest } from '@shop/ui/api-fetch';
import { invalidateCart } from '@shop/ui/cart-query';
import { useToast } from '@shop/ui/toast';
import { cartChangeErrorToast } from '../cart-toasts.js';

/** DELETE /api/cart/:id */
export async function removeCartItem(itemId: number): Promise<void> {
  await apiRequest('DELETE', `${API_PATHS.cart}/${itemId}`);
}

/** Removes one line; pending until the cart and its totals are fetched again. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: removeCartItem,
    onError: (error) => toast(cartChangeErrorToast(error, 'Failed to remove item from cart.')),
    onSettled: () => invalidateCart(queryClient),
  });
}
