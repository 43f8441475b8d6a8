import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { subscriptionListSchema, type Subscription } from '@shop/contracts/subscriptions';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/subscriptions: the signed-in shopper's subscriptions (401 when signed out). */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.subscriptions],
    queryFn: async (context) => subscriptionListSchema.parse(await fetchQueryKey(context)),
  });

export interface UseSubscriptionsOptions {
  /** Asked for only once the shopper is known to be signed in. */
  enabled: boolean;
  /** Milliseconds to the next poll, or false to stop, decided from the latest list. */
  pollEvery?: (subscriptions: Subscription[] | undefined) => number | false;
}

export function useSubscriptions({ enabled, pollEvery }: UseSubscriptionsOptions) {
  return useQuery({
    ...subscriptionsQueryOptions(),
    enabled,
    refetchInterval: pollEvery ? (query) => pollEvery(query.state.data) : false,
  });
}
