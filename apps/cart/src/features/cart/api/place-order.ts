import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { placeOrderResponseSchema, type PlaceOrderRequest, type PlaceOrderResponse } from '@shop/contracts/orders';
import { apiRequest } from '@shop/ui/api-fetch';
import { invalidateCart } from '@shop/ui/cart-query';

export interface PlaceOrderVariables {
  request: PlaceOrderRequest;
  /** One per checkout attempt: a retry of the same attempt finds the order already placed. */
  idempotencyKey: string;
}

/** POST /api/orders */
export async function placeOrder({ request, idempotencyKey }: PlaceOrderVariables): Promise<PlaceOrderResponse> {
  const response = await apiRequest('POST', API_PATHS.orders, request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return placeOrderResponseSchema.parse(await response.json());
}

/**
 * Places the order. `onPlaced` runs first (it leaves checkout), then the cart, its totals, the
 * order history and the address book are fetched anew: refreshed first, the now empty cart would
 * send the shopper from checkout to /cart with an "Empty Cart" notice.
 */
export function usePlaceOrder({ onPlaced }: { onPlaced: (response: PlaceOrderResponse) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (response) => {
      onPlaced(response);
      void invalidateCart(queryClient);
      void queryClient.invalidateQueries({ queryKey: [API_PATHS.orders] });
      // The order's address is now the book's most recently used: the next checkout starts with it.
      void queryClient.invalidateQueries({ queryKey: [API_PATHS.addresses] });
    },
  });
}
