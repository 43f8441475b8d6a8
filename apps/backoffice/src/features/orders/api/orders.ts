import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_PATHS } from '@shop/contracts/admin';
import {
  adminOrderPageSchema,
  adminOrderSchema,
  refundResponseSchema,
  type AdminOrder,
  type RefundResponse,
} from '@shop/contracts/admin-orders';
import type { OrderStatus } from '@shop/contracts/orders';
import { apiRequest } from '@shop/ui/api-fetch';
import { adminQueryOptions, type QueryParams } from '../../../api/admin-query.js';

export const orderPath = (id: number) => `${ADMIN_API_PATHS.orders}/${id}`;

/** GET /api/admin/orders with the page's filters. */
export const ordersQueryOptions = (params: QueryParams) =>
  adminQueryOptions(ADMIN_API_PATHS.orders, adminOrderPageSchema, params);

/** GET /api/admin/orders/:id: the order, its timeline and the moves staff can make. */
export const orderQueryOptions = (id: number) => adminQueryOptions(orderPath(id), adminOrderSchema);

/** After a change: the order itself and every page of the list (their keys carry query strings). */
function useRefreshOrders() {
  const queryClient = useQueryClient();
  return (order: AdminOrder) => {
    queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
    return queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_API_PATHS.orders),
    });
  };
}

/** POST /api/admin/orders/:id/status. */
export function useMoveOrder(id: number) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async (status: OrderStatus): Promise<AdminOrder> =>
      adminOrderSchema.parse(await (await apiRequest('POST', `${orderPath(id)}/status`, { status })).json()),
    onSuccess: refresh,
  });
}

/** PUT /api/admin/orders/:id/delivery-window: staff move the order, past its cutoff too. */
export function useMoveOrderWindow(id: number) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async (choice: DeliveryWindowChoice): Promise<AdminOrder> =>
      adminOrderSchema.parse(await (await apiRequest('PUT', `${orderPath(id)}/delivery-window`, choice)).json()),
    onSuccess: refresh,
  });
}

/** POST /api/admin/orders/:id/refunds (owner), one Idempotency-Key per attempt. */
export function useRefundOrder(id: number) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: async ({
      amount,
      idempotencyKey,
    }: {
      amount: string;
      idempotencyKey: string;
    }): Promise<RefundResponse> =>
      refundResponseSchema.parse(
        await (
          await apiRequest(
            'POST',
            `${orderPath(id)}/refunds`,
            { amount },
            { headers: { 'Idempotency-Key': idempotencyKey } },
          )
        ).json(),
      ),
    onSuccess: (answer) => refresh(answer.order),
  });
}
