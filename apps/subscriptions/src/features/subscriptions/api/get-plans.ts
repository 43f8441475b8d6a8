import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { fetchQueryKeyParsed } from '@shop/ui/api-fetch';

/** GET /api/subscriptions/plans */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: [API_PATHS.subscriptionPlans],
    queryFn: (context) =>
      fetchQueryKeyParsed(
        context,
        async () => (await import('@shop/contracts/subscription-plans')).subscriptionPlanListSchema,
      ),
  });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
