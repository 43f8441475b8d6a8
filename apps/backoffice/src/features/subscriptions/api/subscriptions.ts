import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATHS } from '@shop/contracts/admin';
import {
  adminSubscriptionPageSchema,
  adminSubscriptionSchema,
  heldRenewalPageSchema,
  type AdminSubscription,
} from '@shop/contracts/admin-subscriptions';
import type { SubscriptionStatus } from '@shop/contracts/subscriptions';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions } from '../../../api/admin-query.js';

const PATH = ADMIN_API_PATHS.subscriptions;

export interface SubscriptionFilters {
  status?: SubscriptionStatus | undefined;
  email?: string | undefined;
  page: number;
}

/** GET /api/admin/subscriptions?status=&email=&page= */
export const subscriptionsQueryOptions = (filters: SubscriptionFilters) =>
  adminQueryOptions(PATH, adminSubscriptionPageSchema, { ...filters });

/** GET /api/admin/subscriptions/held: boxes held for a short oil, or failed. */
export const heldRenewalsQueryOptions = (page: number) =>
  adminQueryOptions(`${PATH}/held`, heldRenewalPageSchema, { page });

/** GET /api/admin/subscriptions/:id */
export const subscriptionQueryOptions = (id: number) => adminQueryOptions(`${PATH}/${id}`, adminSubscriptionSchema);

export type SubscriptionAction = { action: 'skip' | 'resume' | 'cancel' } | { action: 'pause'; months: number };

/**
 * A change on the shopper's behalf. Its answer is the subscription as it now is; every
 * subscriptions query (the list, the held queue, this page) is refreshed, and Today's numbers too.
 */
export function useSubscriptionAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SubscriptionAction): Promise<AdminSubscription> => {
      const body = request.action === 'pause' ? { months: request.months } : undefined;
      const response = await apiRequest('POST', `${PATH}/${id}/${request.action}`, body);
      return adminSubscriptionSchema.parse(await response.json());
    },
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryOptions(id).queryKey, subscription);
      await queryClient.invalidateQueries({
        predicate: (query) => {
          const key = String(query.queryKey[0]);
          return (key.startsWith(PATH) && key !== `${PATH}/${id}`) || key.startsWith(ADMIN_API_PATHS.today);
        },
      });
    },
  });
}
