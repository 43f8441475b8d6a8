import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { orderSchema } from '@shop/contracts/orders';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/**
 * GET /api/orders/:id (404 for an unknown order or another shopper's). Under the list's key, so
 * invalidating the order history refreshes it too.
 */
export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [API_PATHS.orders, orderId],
    queryFn: async (context) => orderSchema.parse(await fetchQueryKey(context)),
  });

export function useOrder(orderId: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
