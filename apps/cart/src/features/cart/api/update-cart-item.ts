import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import type { UpdateCartItemRequest } from '@shop/contracts/cart';
import { apiRequest } from '@shop/ui/api-fetch';
import { invalidateCart } from '@shop/ui/cart-query';
import { useToast } from '@shop/ui/toast';
import { cartChangeErrorToast } from '../cart-toasts.js';

export interface UpdateCartItemVariables {
  itemId: number;
  quantity: number;
}

/** PUT /api/cart/:id */
export async function updateCartItem({ itemId, quantity }: UpdateCartItemVariables): Promise<void> {
  const body: UpdateCartItemRequest = { quantity };
  await apiRequest('PUT', `${API_PATHS.cart}/${itemId}`, body);
}

/**
 * Changes one line's quantity. Pending until the cart and its totals are fetched again, so the
 * line's buttons stay disabled until the new quantity is on screen.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: updateCartItem,
    onError: (error) => toast(cartChangeErrorToast(error, 'Failed to update cart item.')),
    onSettled: () => invalidateCart(queryClient),
  });
}
