import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { subscriptionPlanSchema } from '@shop/contracts/subscription-plans';
import { fetchQueryKey } from '@shop/ui/api-fetch';

/** GET /api/subscriptions/plans/:planId */
export const planQueryOptions = (planId: number) =>
  queryOptions({
    queryKey: [API_PATHS.subscriptionPlans, planId],
    queryFn: async (context) => subscriptionPlanSchema.parse(await fetchQueryKey(context)),
  });

/** Skips the request when the id is not a valid plan id. */
export function usePlan(planId: number | null) {
  return useQuery({ ...planQueryOptions(planId ?? 0), enabled: planId !== null });
}
