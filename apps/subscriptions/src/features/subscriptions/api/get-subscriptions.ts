import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { subscriptionListSchema } from '@shop/contracts/subscriptions';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/subscriptions: the signed-in shopper's subscriptions. */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.subscriptions],
    queryFn: async (context) => subscriptionListSchema.parse(await fetchQueryKey(context)),
  });

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}
