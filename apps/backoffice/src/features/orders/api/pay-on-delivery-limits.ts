import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payOnDeliveryLimitsPath,
  payOnDeliveryLimitsSchema,
  payOnDeliveryStandingPath,
  payOnDeliveryStandingSchema,
  type PayOnDeliveryLimitsView,
  type PayOnDeliveryStanding,
} from '@shop/contracts/admin-pay-on-delivery';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions } from '../../../api/admin-query.js';

/** GET /api/admin/orders/:id/pay-on-delivery-limits: the customer's limits, what they use, any lift. */
export const payOnDeliveryLimitsQueryOptions = (orderId: number) =>
  adminQueryOptions(payOnDeliveryLimitsPath(orderId), payOnDeliveryLimitsSchema);

/** PUT …/pay-on-delivery-limits: lift them for some days, or put them back with 0. */
export function useLiftPayOnDeliveryLimits(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (liftForDays: number): Promise<PayOnDeliveryLimitsView> =>
      payOnDeliveryLimitsSchema.parse(
        await (await apiRequest('PUT', payOnDeliveryLimitsPath(orderId), { liftForDays })).json(),
      ),
    onSuccess: (view) => queryClient.setQueryData(payOnDeliveryLimitsQueryOptions(orderId).queryKey, view),
  });
}

/** GET /api/admin/orders/:id/pay-on-delivery-standing: the customer's missed deliveries, and any suspension. */
export const payOnDeliveryStandingQueryOptions = (orderId: number) =>
  adminQueryOptions(payOnDeliveryStandingPath(orderId), payOnDeliveryStandingSchema);

/** PUT …/pay-on-delivery-standing { reinstate: true }: pay on delivery back on, the count back to 0. */
export function useReinstatePayOnDelivery(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<PayOnDeliveryStanding> =>
      payOnDeliveryStandingSchema.parse(
        await (await apiRequest('PUT', payOnDeliveryStandingPath(orderId), { reinstate: true })).json(),
      ),
    onSuccess: (view) => queryClient.setQueryData(payOnDeliveryStandingQueryOptions(orderId).queryKey, view),
  });
}
