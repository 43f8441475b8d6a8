import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { STAFF_ORDER_STATUSES, type AdminOrder } from '@shop/contracts/admin-orders';
import { fromCents } from '@shop/contracts/money';
import type { OrderStatus } from '@shop/contracts/orders';
import { AuditTrail, type AuditActor } from '../../audit/audit-trail.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { Order } from '../order.entity.js';
import { OrderCancellation } from '../order-cancellation.js';
import { OrderEmails } from '../order-emails.js';
import { canMove } from '../order-status.js';
import { recordOrderEvent } from '../order-timeline.js';
import { readAdminOrder } from './admin-orders.reader.js';
import { refundableCents } from './order-view.js';

/** An order in a status, as a sentence starts: "A delivered order", "An out-for-delivery order". */
const STATUS_ADJECTIVES: Record<OrderStatus, string> = {
  pending: 'A pending order',
  paid: 'A paid order',
  confirmed: 'A confirmed order',
  packed: 'A packed order',
  out_for_delivery: 'An out-for-delivery order',
  to_reschedule: 'An order to reschedule',
  delivered: 'A delivered order',
  cancelled: 'A cancelled order',
};

/** What moving to a status is called: "cannot be packed", "cannot be sent out for delivery". */
const MOVE_WORDS: Record<OrderStatus, string> = {
  pending: 'made pending again',
  paid: 'marked paid (only its payment does that)',
  confirmed: 'confirmed',
  packed: 'packed',
  out_for_delivery: 'sent out for delivery',
  to_reschedule: 'sent to be rescheduled (only its run’s close does that)',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

type StaffOrderStatus = (typeof STAFF_ORDER_STATUSES)[number];
const isStaffMove = (status: OrderStatus): status is StaffOrderStatus =>
  (STAFF_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

export function transitionRefusal(from: OrderStatus, to: OrderStatus): string {
  return `${STATUS_ADJECTIVES[from]} cannot be ${MOVE_WORDS[to]}`;
}

/**
 * Staff move orders along fulfilment: packed, out for delivery, delivered, or cancelled. The order
 * row is locked, so two moves of one order at once run one after the other and the second is
 * judged against the first's result. Each move writes its audit row and timeline entry with it.
 */
@Injectable()
export class OrderTransitions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cancellation: OrderCancellation,
    private readonly emails: OrderEmails,
    private readonly audit: AuditTrail,
  ) {}

  move(id: number, to: OrderStatus, actor: AuditActor): Promise<AdminOrder> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new ShopError('ORDER_NOT_FOUND', `Order ${id} does not exist`);
      const from = order.status;
      if (!isStaffMove(to) || !canMove(from, to)) {
        const message = transitionRefusal(from, to);
        throw new ShopError('ORDER_TRANSITION_NOT_ALLOWED', message, { fieldErrors: [{ field: 'status', message }] });
      }
      if (to === 'cancelled') {
        const owed = refundableCents(order);
        await this.cancellation.cancelAndRestock(manager, order, {
          actorEmail: actor.email,
          // The owner refunds separately (POST …/refunds): cancelling never moves money by itself.
          note: owed > 0 ? `Paid by card: a refund of $${fromCents(owed)} is still owed` : null,
          restoreCart: false,
        });
      } else {
        order.status = to;
        await manager.save(order);
        await recordOrderEvent(manager, order.id, to, { actorEmail: actor.email });
        if (to === 'out_for_delivery') await this.emails.outForDelivery(manager, order);
      }
      await this.audit.record(manager, actor, {
        action: `order.${to}`,
        entityType: 'order',
        entityId: order.id,
        before: { status: from },
        after: { status: to },
      });
      return readAdminOrder(manager, id);
    });
  }
}
