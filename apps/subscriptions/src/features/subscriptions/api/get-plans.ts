import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { subscriptionPlanListSchema } from '@shop/contracts/subscription-plans';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/subscriptions/plans */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.subscriptionPlans],
    queryFn: async (context) => subscriptionPlanListSchema.parse(await fetchQueryKey(context)),
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
