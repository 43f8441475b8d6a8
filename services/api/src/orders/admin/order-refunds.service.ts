import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import type { RefundRequest, RefundResponse } from '@shop/contracts/admin-orders';
import { fromCents, toCents } from '@shop/contracts/money';
import { AuditTrail, type AuditActor } from '../../audit/audit-trail.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { StripeGateway } from '../../payments/stripe-gateway.js';
import { OrderRefund } from '../order-refund.entity.js';
import { Order } from '../order.entity.js';
import { recordOrderEvent } from '../order-timeline.js';
import { readAdminOrder } from './admin-orders.reader.js';
import { isPaidByCard, refundableCents, toRefundView } from './order-view.js';

function refused(message: string, field?: string): ShopError {
  return new ShopError('REFUND_NOT_ALLOWED', message, field ? { fieldErrors: [{ field, message }] } : {});
}

/**
 * The owner refunds card orders through Stripe. The order row stays locked while Stripe is asked,
 * so refunds of one order (and its charge.refunded webhooks) run one at a time and together never
 * exceed what was paid; only that one order waits. If Stripe fails nothing is stored; if the
 * commit fails after Stripe refunded, the charge.refunded webhook records the refund.
 */
@Injectable()
export class OrderRefunds {
  private readonly logger = new Logger(OrderRefunds.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stripe: StripeGateway,
    private readonly audit: AuditTrail,
  ) {}

  refund(id: number, request: RefundRequest, idempotencyKey: string, actor: AuditActor): Promise<RefundResponse> {
    return this.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(Order, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw new ShopError('ORDER_NOT_FOUND', `Order ${id} does not exist`);
      // The same request again (a retry, a double click) answers with the refund it already made.
      const earlier = await manager.findOneBy(OrderRefund, { orderId: id, idempotencyKey });
      if (earlier) return { refund: toRefundView(earlier), order: await readAdminOrder(manager, id) };

      const cents = this.amountToRefund(order, request);
      const stripeRefund = await this.createStripeRefund(order, cents, idempotencyKey);
      const refund = await this.store(manager, order, stripeRefund, cents, idempotencyKey, actor);
      return { refund: toRefundView(refund), order: await readAdminOrder(manager, id) };
    });
  }

  private amountToRefund(order: Order, request: RefundRequest): number {
    if (order.paymentMethod === 'pay_on_delivery') {
      throw refused(
        'This order is paid on delivery, not by card: Stripe holds no payment of it. Refund the customer in cash or by their own means.',
      );
    }
    if (!isPaidByCard(order)) {
      throw refused(
        order.subscriptionId !== null && order.paymentIntentId === null
          ? 'This subscription box was paid by its subscription invoice: refund that invoice in Stripe.'
          : 'This card order has not been paid, so there is nothing to refund.',
      );
    }
    if (!this.stripe.enabled)
      throw refused('Card payments are not set up on this server, so refunds cannot be made here.');
    const left = refundableCents(order);
    if (left === 0) throw refused(`Order ${order.id} has already been refunded in full ($${order.refundedTotal}).`);
    const cents = request.amount === undefined ? left : toCents(request.amount);
    if (cents > left) {
      throw refused(
        `Amount can be at most $${fromCents(left)}: the rest of $${order.total} was already refunded.`,
        'amount',
      );
    }
    return cents;
  }

  private async createStripeRefund(order: Order, cents: number, idempotencyKey: string): Promise<Stripe.Refund> {
    try {
      return await this.stripe.sdk.refunds.create(
        { payment_intent: order.paymentIntentId!, amount: cents, metadata: { orderId: String(order.id) } },
        // Stripe's key is this request's: a retry after a lost answer gets the same refund back.
        { idempotencyKey: `order-${order.id}-refund-${idempotencyKey}` },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new ShopError('REFUND_NOT_ALLOWED', `Stripe refused the refund: ${error.message}`, { cause: error });
      }
      this.logger.error(`Stripe refund of order ${order.id} failed: ${String(error)}`);
      throw new ShopError('PAYMENT_PROVIDER_DOWN', 'Stripe could not be reached, so nothing was refunded. Try again.', {
        cause: error,
      });
    }
  }

  private async store(
    manager: EntityManager,
    order: Order,
    stripeRefund: Stripe.Refund,
    cents: number,
    idempotencyKey: string,
    actor: AuditActor,
  ): Promise<OrderRefund> {
    const before = { refundedTotal: order.refundedTotal };
    const refund = await manager.save(
      manager.create(OrderRefund, {
        orderId: order.id,
        stripeRefundId: stripeRefund.id,
        amount: fromCents(cents),
        status: stripeRefund.status ?? 'pending',
        createdBy: actor.email,
        idempotencyKey,
      }),
    );
    order.refundedTotal = fromCents(toCents(order.refundedTotal) + cents);
    await manager.update(Order, { id: order.id }, { refundedTotal: order.refundedTotal });
    await recordOrderEvent(manager, order.id, 'refunded', { actorEmail: actor.email, amount: refund.amount });
    await this.audit.record(manager, actor, {
      action: 'order.refunded',
      entityType: 'order',
      entityId: order.id,
      before,
      after: {
        refundedTotal: order.refundedTotal,
        refund: { stripeRefundId: refund.stripeRefundId, amount: refund.amount },
      },
    });
    return refund;
  }
}
