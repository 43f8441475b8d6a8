import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { toCents } from '@shop/contracts/money';
import { ShopError } from '../common/errors/shop-error.js';
import { type StripeEventHandler, StripeEventRouter, type WebhookOutcome } from '../payments/stripe-event-router.js';
import { Order } from './order.entity.js';
import { OrderCancellation } from './order-cancellation.js';
import { OrderEmails } from './order-emails.js';
import { recordOrderEvent } from './order-timeline.js';
import { canMove } from './order-status.js';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const UNPAID_EVENTS = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/** Stripe events of one-off card orders: a Checkout Session in payment mode was paid, or ended unpaid. */
@Injectable()
export class OrderPaymentEvents implements StripeEventHandler, OnModuleInit {
  private readonly logger = new Logger(OrderPaymentEvents.name);

  constructor(
    private readonly router: StripeEventRouter,
    private readonly cancellation: OrderCancellation,
    private readonly emails: OrderEmails,
  ) {}

  onModuleInit(): void {
    this.router.register(this);
  }

  owns(event: Stripe.Event): boolean {
    if (!PAID_EVENTS.has(event.type) && !UNPAID_EVENTS.has(event.type)) return false;
    return (event.data.object as Stripe.Checkout.Session).mode !== 'subscription';
  }

  async apply(manager: EntityManager, event: Stripe.Event): Promise<Exclude<WebhookOutcome, 'duplicate'>> {
    const session = event.data.object as Stripe.Checkout.Session;
    if (PAID_EVENTS.has(event.type)) return this.markPaid(manager, session);
    const order = await this.lockOrderOfSession(manager, session.id);
    // An unpaid checkout ends only a pending order: a paid one is the shop's to cancel (and refund).
    if (order?.status !== 'pending') return 'ignored';
    await this.cancellation.cancelAndRestock(manager, order);
    return 'applied';
  }

  private async markPaid(manager: EntityManager, session: Stripe.Checkout.Session): Promise<'applied' | 'ignored'> {
    const order = await this.lockOrderOfSession(manager, session.id);
    if (!order) return 'ignored';
    if (session.payment_status !== 'paid') return 'ignored'; // an async method: wait for its own event
    if (session.amount_total !== toCents(order.total) || session.currency !== 'usd') {
      // Rolls back the event record too: the event stays unapplied and visible as failing in Stripe.
      throw new ShopError('AMOUNT_MISMATCH', `Paid amount does not match order ${order.id}`);
    }
    if (!canMove(order.status, 'paid')) {
      this.logger.warn(`Payment for order ${order.id} arrived while it is ${order.status}`);
      return 'ignored';
    }
    order.status = 'paid';
    order.paymentIntentId =
      typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    await manager.save(order);
    await recordOrderEvent(manager, order.id, 'paid', { amount: order.total, note: 'Card payment through Stripe' });
    await this.emails.confirmation(manager, order);
    return 'applied';
  }

  private lockOrderOfSession(manager: EntityManager, sessionId: string): Promise<Order | null> {
    return manager.findOne(Order, {
      where: { stripeCheckoutSessionId: sessionId },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
