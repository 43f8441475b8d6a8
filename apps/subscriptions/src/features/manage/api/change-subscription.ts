import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import {
  subscriptionSchema,
  type BoxDeliveryWindowRequest,
  type ChangeOilsRequest,
  type ChangeShippingAddressRequest,
  type DeliveryPreferenceRequest,
  type PauseRequest,
  type Subscription,
} from '@shop/contracts/subscriptions';
import { apiRequest, type HttpMethod } from '@shop/ui/api-fetch';
import { useToast } from '@shop/ui/toast';
import { subscriptionsQueryOptions } from '../../subscriptions/api/get-subscriptions.js';
import { changedToast, changeFailedToast } from '../change-toasts.js';
import type { SubscriptionChange } from '../subscription-change.js';

function requestOf(change: SubscriptionChange): { method: HttpMethod; path: string; body?: unknown } {
  switch (change.action) {
    case 'delivery-preference':
      return {
        method: 'PUT',
        path: change.action,
        body: { windowId: change.windowId } satisfies DeliveryPreferenceRequest,
      };
    case 'box-delivery-window':
      return {
        method: 'PUT',
        path: `boxes/${change.boxId}/delivery-window`,
        body: { windowId: change.windowId, date: change.date } satisfies BoxDeliveryWindowRequest,
      };
    case 'oils':
      return {
        method: 'PUT',
        path: change.action,
        body: { selectedOils: change.selectedOils } satisfies ChangeOilsRequest,
      };
    case 'shipping-address':
      return {
        method: 'PUT',
        path: change.action,
        body: { shippingAddress: change.shippingAddress } satisfies ChangeShippingAddressRequest,
      };
    case 'pause':
      return { method: 'POST', path: change.action, body: { months: change.months } satisfies PauseRequest };
    default:
      return { method: 'POST', path: change.action };
  }
}

/**
 * PUT /api/subscriptions/:id/oils, /shipping-address, /delivery-preference and
 * /boxes/:boxId/delivery-window; POST …/skip, /unskip, /pause, /resume, /cancel and /keep. Each
 * answers the subscription as it now is.
 */
export async function changeSubscription(subscriptionId: number, change: SubscriptionChange): Promise<Subscription> {
  const { method, path, body } = requestOf(change);
  const response = await apiRequest(method, `${API_PATHS.subscriptions}/${subscriptionId}/${path}`, body);
  return subscriptionSchema.parse(await response.json());
}

/**
 * Sends a change and says how it went. The answer replaces the subscription in the cached list,
 * so the page shows the server's view at once without fetching the list again.
 */
export function useChangeSubscription(subscriptionId: number) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (change: SubscriptionChange) => changeSubscription(subscriptionId, change),
    onSuccess: (updated, change) => {
      queryClient.setQueryData(subscriptionsQueryOptions().queryKey, (list) =>
        list?.map((subscription) => (subscription.id === updated.id ? updated : subscription)),
      );
      toast(changedToast(change.action, updated));
    },
    onError: (error) => toast(changeFailedToast(error)),
  });
}
