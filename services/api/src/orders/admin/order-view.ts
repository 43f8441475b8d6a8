import type {
  AdminOrder,
  AdminOrderSummary,
  OrderEvent as OrderEventView,
  OrderRefund as OrderRefundView,
} from '@shop/contracts/admin-orders';
import { STAFF_ORDER_STATUSES } from '@shop/contracts/admin-orders';
import { fromCents, toCents } from '@shop/contracts/money';
import type { OrderStatus } from '@shop/contracts/orders';
import type { DatedWindow } from '@shop/contracts/delivery-windows';
import type { OrderEvent } from '../order-event.entity.js';
import type { OrderRefund } from '../order-refund.entity.js';
import type { Order } from '../order.entity.js';
import { canMove } from '../order-status.js';
import { toOrderResponse } from '../orders.service.js';

/** Statuses in which a card order has been paid (a cancelled one only if its payment arrived first). */
const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'packed',
  'out_for_delivery',
  'to_reschedule',
  'delivered',
  'cancelled',
];

/** Whether Stripe holds a payment of this order that can be refunded. */
export function isPaidByCard(order: Order): boolean {
  return order.paymentMethod === 'stripe' && order.paymentIntentId !== null && PAID_STATUSES.includes(order.status);
}

/** What is left to refund of a card order, in cents (0 for anything else). */
export function refundableCents(order: Order): number {
  return isPaidByCard(order) ? Math.max(0, toCents(order.total) - toCents(order.refundedTotal)) : 0;
}

export function toOrderSummary(order: Order): AdminOrderSummary {
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    zipCode: order.zipCode,
    total: order.total,
    status: order.status,
    paymentMethod: order.paymentMethod,
  };
}

export function toRefundView(refund: OrderRefund): OrderRefundView {
  return {
    id: refund.id,
    amount: refund.amount,
    status: refund.status,
    stripeRefundId: refund.stripeRefundId,
    createdBy: refund.createdBy,
    createdAt: refund.createdAt.toISOString(),
  };
}

function toEventView(event: OrderEvent): OrderEventView {
  return {
    id: event.id,
    type: event.type,
    actorEmail: event.actorEmail,
    note: event.note,
    amount: event.amount,
    createdAt: event.createdAt.toISOString(),
  };
}

export function toAdminOrder(
  order: Order,
  events: OrderEvent[],
  refunds: OrderRefund[],
  deliveryWindow: DatedWindow | null,
): AdminOrder {
  return {
    ...toOrderResponse(order, deliveryWindow),
    userId: order.userId,
    zipCode: order.zipCode,
    paid: isPaidByCard(order),
    refundedTotal: order.refundedTotal,
    refundable: fromCents(refundableCents(order)),
    nextStatuses: STAFF_ORDER_STATUSES.filter((status) => canMove(order.status, status)),
    events: events.map(toEventView),
    refunds: refunds.map(toRefundView),
  };
}
