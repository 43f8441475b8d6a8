import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payOnDeliveryLimitsPath,
  payOnDeliveryLimitsSchema,
  type PayOnDeliveryLimitsView,
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
