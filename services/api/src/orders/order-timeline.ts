import type { EntityManager } from 'typeorm';
import type { OrderEventType } from '@shop/contracts/admin-orders';
import { OrderEvent } from './order-event.entity.js';

export interface OrderEventDetails {
  /** Who did it; null (the default) when the shop itself did (checkout, Stripe). */
  actorEmail?: string | null;
  note?: string | null;
  amount?: string | null;
}

/** Adds an entry to an order's timeline, in the transaction of what it tells about. */
export async function recordOrderEvent(
  manager: EntityManager,
  orderId: number,
  type: OrderEventType,
  details: OrderEventDetails = {},
): Promise<void> {
  await manager.insert(OrderEvent, {
    orderId,
    type,
    actorEmail: details.actorEmail ?? null,
    note: details.note ?? null,
    amount: details.amount ?? null,
  });
}
