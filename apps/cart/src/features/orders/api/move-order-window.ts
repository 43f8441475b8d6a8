import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { orderSchema, type Order } from '@shop/contracts/orders';
import { apiRequest } from '@shop/ui/api-fetch';

/** PUT /api/orders/:id/delivery-window: moves the order to another window, until its cutoff. */
export function useMoveOrderWindow(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: DeliveryWindowChoice): Promise<Order> => {
      const response = await apiRequest('PUT', `${API_PATHS.orders}/${orderId}/delivery-window`, choice);
      return orderSchema.parse(await response.json());
    },
    onSuccess: (order) => {
      queryClient.setQueryData([API_PATHS.orders, orderId], order);
      void queryClient.invalidateQueries({ queryKey: [API_PATHS.orders] });
      void queryClient.invalidateQueries({ queryKey: [API_PATHS.deliveryWindows] });
    },
  });
}
