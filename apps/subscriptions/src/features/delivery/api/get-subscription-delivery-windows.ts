import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { subscriptionDeliveryWindowsSchema } from '@shop/contracts/subscriptions';
import { apiRequest } from '@shop/ui/api-fetch';

/**
 * GET /api/subscriptions/:id/delivery-windows: the weekly windows of the subscription's address,
 * and the windows its next box may move to now.
 */
export const subscriptionDeliveryWindowsQueryOptions = (subscriptionId: number) =>
  queryOptions({
    queryKey: [API_PATHS.subscriptions, subscriptionId, 'delivery-windows'],
    queryFn: async ({ signal }) => {
      const response = await apiRequest(
        'GET',
        `${API_PATHS.subscriptions}/${subscriptionId}/delivery-windows`,
        undefined,
        { signal },
      );
      return subscriptionDeliveryWindowsSchema.parse(await response.json());
    },
    // Asked again each time the panel opens: places go as other shoppers check out.
    retry: false,
  });

export function useSubscriptionDeliveryWindows(subscriptionId: number) {
  return useQuery(subscriptionDeliveryWindowsQueryOptions(subscriptionId));
}
