import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { orderListSchema } from '@shop/contracts/orders';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/orders: the signed-in shopper's orders, newest first. */
export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.orders],
    queryFn: async (context) => orderListSchema.parse(await fetchQueryKey(context)),
  });

export function useOrders({ enabled }: { enabled: boolean }) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}
