import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { billingPortalResponseSchema } from '@shop/contracts/subscriptions';
import { apiRequest } from '@shop/ui/api-fetch';
import { useToast } from '@shop/ui/toast';
import { leaveFor } from '../../../utils/leave-for.js';
import { billingPortalFailedToast } from '../change-toasts.js';

/** POST /api/subscriptions/:id/billing-portal: Stripe's page for updating the card. */
export async function openBillingPortal(subscriptionId: number): Promise<string> {
  const response = await apiRequest('POST', `${API_PATHS.subscriptions}/${subscriptionId}/billing-portal`);
  return billingPortalResponseSchema.parse(await response.json()).url;
}

/** Leaves for Stripe's card page (a full page load); stays pending until the browser has left. */
export function useOpenBillingPortal(subscriptionId: number) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => openBillingPortal(subscriptionId),
    onSuccess: (url) => leaveFor(url),
    onError: (error) => toast(billingPortalFailedToast(error)),
  });
}
