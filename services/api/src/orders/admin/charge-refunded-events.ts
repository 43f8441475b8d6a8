import { Injectable, type OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { fromCents, toCents } from '@shop/contracts/money';
import { StripeEventRouter, type StripeEventHandler, type WebhookOutcome } from '../../payments/stripe-event-router.js';
import { StripeGateway } from '../../payments/stripe-gateway.js';
import { OrderRefund } from '../order-refund.entity.js';
import { Order } from '../order.entity.js';
import { recordOrderEvent } from '../order-timeline.js';

/** Refunds Stripe counts against a charge; failed and canceled ones gave nothing back. */
const COUNTED = new Set(['pending', 'succeeded', 'requires_action']);

/**
 * `charge.refunded`: refunds made anywhere (the back office, or Stripe's dashboard) are mirrored onto
 * the order. Since API 2022-11-15 a charge no longer carries its refunds, so they are listed from
 * Stripe before the transaction; each is inserted once (by its re_… id), so replays change nothing.
 */
@Injectable()
export class ChargeRefundedEvents implements StripeEventHandler<Stripe.Refund[]>, OnModuleInit {
  constructor(
    private readonly router: StripeEventRouter,
    private readonly stripe: StripeGateway,
  ) {}

  onModuleInit(): void {
    this.router.register(this);
  }

  owns(event: Stripe.Event): boolean {
    return event.type === 'charge.refunded';
  }

  async prepare(event: Stripe.Event): Promise<Stripe.Refund[]> {
    const charge = event.data.object as Stripe.Charge;
    const listed = await this.stripe.sdk.refunds.list({ charge: charge.id, limit: 100 });
    return listed.data;
  }

  async apply(
    manager: EntityManager,
    event: Stripe.Event,
    refunds: Stripe.Refund[],
  ): Promise<Exclude<WebhookOutcome, 'duplicate'>> {
    const charge = event.data.object as Stripe.Charge;
    const paymentIntentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!paymentIntentId) return 'ignored';
    // Locked like the back office's refunds, so a refund being made now is either seen or waited for.
    const order = await manager.findOne(Order, { where: { paymentIntentId }, lock: { mode: 'pessimistic_write' } });
    if (!order) return 'ignored';
    for (const refund of refunds) {
      if (!COUNTED.has(refund.status ?? '')) continue;
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(OrderRefund)
        .values({
          orderId: order.id,
          stripeRefundId: refund.id,
          amount: fromCents(refund.amount),
          status: refund.status ?? 'pending',
          createdBy: null,
          idempotencyKey: null,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (inserted.raw.length > 0) {
        await recordOrderEvent(manager, order.id, 'refunded', {
          amount: fromCents(refund.amount),
          note: 'Refunded in Stripe',
        });
      }
    }
    // Never lowered: an older event delivered late carries a smaller amount_refunded.
    const refunded = Math.max(toCents(order.refundedTotal), charge.amount_refunded);
    if (refunded !== toCents(order.refundedTotal)) {
      await manager.update(Order, { id: order.id }, { refundedTotal: fromCents(refunded) });
    }
    return 'applied';
  }
}
