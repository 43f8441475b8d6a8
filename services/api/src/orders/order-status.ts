import type { OrderStatus } from '@shop/contracts/orders';

/**
 * The only moves an order can make. Shoppers' payments move it from pending; the shop's staff
 * then pack it, send it out and deliver it, or its run's close sends it to be rescheduled.
 * Delivered and cancelled are final.
 */
const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  paid: ['packed', 'cancelled'],
  packed: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['delivered', 'to_reschedule'],
  // A failed delivery: packed again once the shopper picks a new window, or cancelled.
  to_reschedule: ['packed', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
}
