import { ConflictException } from '@nestjs/common';
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

export function assertMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) {
    throw new ConflictException({
      message: `An order that is ${from} cannot become ${to}`,
      code: 'ORDER_STATUS_CONFLICT',
    });
  }
}
