import type { OrderStatus } from '@shop/contracts/orders';

/** The only moves an order can make. Paid and cancelled are final. */
const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  confirmed: ['cancelled'],
  paid: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ALLOWED[from].includes(to);
}
