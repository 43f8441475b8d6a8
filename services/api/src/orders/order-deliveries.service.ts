import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { Order } from './order.entity.js';
import { OrderEmails } from './order-emails.js';
import { canMove } from './order-status.js';
import { recordOrderEvent } from './order-timeline.js';

/**
 * What a delivery run does to its orders (the delivery-runs module, which the orders module cannot
 * see, calls it): read and lock them, send them out, and settle them at the run's close. Each
 * move writes its timeline entry in the caller's transaction.
 */
@Injectable()
export class OrderDeliveries {
  constructor(private readonly emails: OrderEmails) {}

  read(manager: EntityManager, orderIds: readonly number[]): Promise<Order[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return manager.find(Order, { where: { id: In([...orderIds]) }, order: { id: 'ASC' } });
  }

  /** The orders locked in id order, as the shop's one lock order wants. */
  lock(manager: EntityManager, orderIds: readonly number[]): Promise<Order[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return manager.find(Order, {
      where: { id: In([...orderIds]) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** A packed order leaves with its run: out for delivery, with the e-mail that says so. */
  async sendOut(manager: EntityManager, order: Order, actorEmail: string, note: string): Promise<void> {
    order.status = 'out_for_delivery';
    await manager.save(order);
    await recordOrderEvent(manager, order.id, 'out_for_delivery', { actorEmail, note });
    await this.emails.outForDelivery(manager, order);
  }

  /** Delivered at its run's close, with what was collected at the door. False: the order had moved on. */
  async markDelivered(
    manager: EntityManager,
    order: Order,
    actorEmail: string,
    details: { amount: string | null; note: string },
  ): Promise<boolean> {
    if (!canMove(order.status, 'delivered')) return false;
    order.status = 'delivered';
    await manager.save(order);
    await recordOrderEvent(manager, order.id, 'delivered', { actorEmail, ...details });
    return true;
  }

  /** Its delivery failed: it waits for the shopper to choose a new window. False: the order had moved on. */
  async markToReschedule(manager: EntityManager, order: Order, actorEmail: string, note: string): Promise<boolean> {
    if (!canMove(order.status, 'to_reschedule')) return false;
    order.status = 'to_reschedule';
    await manager.save(order);
    await recordOrderEvent(manager, order.id, 'to_reschedule', { actorEmail, note });
    return true;
  }
}
