import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { renewalOf } from './box-calendar.js';
import { BoxCycles } from './box-cycles.service.js';
import { stripePeriod } from './subscription-billing.js';
import { SubscriptionCycle } from './subscription-cycle.entity.js';
import type { Subscription } from './subscription.entity.js';

/**
 * The first payment of a card subscription arrived, by whichever way comes first: the
 * `checkout.session.completed` event, the first `invoice.paid`, a subscription event, or the
 * shopper's return to the success page. Each step checks what is already done, so arriving twice,
 * or in any order, ends in the same state.
 */
@Injectable()
export class CheckoutFulfilment {
  constructor(private readonly cycles: BoxCycles) {}

  /**
   * Links the Stripe subscription and starts the first period, then Stripe's current one: an event
   * arriving late finds Stripe's subscription already renewed, and each renewal still has its box.
   */
  async activate(manager: EntityManager, subscription: Subscription, stripeSubscription: Stripe.Subscription) {
    subscription.stripeSubscriptionId ??= stripeSubscription.id;
    subscription.stripeCustomerId ??=
      typeof stripeSubscription.customer === 'string' ? stripeSubscription.customer : stripeSubscription.customer.id;
    // When Stripe started it, not the current period's start (which moves at every renewal).
    const startedAt = new Date(stripeSubscription.start_date * 1000);
    subscription.startedAt ??= startedAt;
    if (subscription.status === 'incomplete' || subscription.status === 'expired') {
      subscription.status = 'active';
      subscription.checkoutUrl = null;
    }
    await manager.save(subscription);
    await this.cycles.startPeriod(manager, subscription, startedAt, renewalOf(startedAt, 1));
    const period = stripePeriod(stripeSubscription);
    if (period) await this.cycles.startPeriod(manager, subscription, period.start, period.end);
  }

  /** The first box was paid (by `invoiceId` when known): it ships from its set-aside bottles. */
  async firstBoxPaid(manager: EntityManager, subscription: Subscription, invoiceId: string | null): Promise<void> {
    const box = await manager.findOneByOrFail(SubscriptionCycle, { subscriptionId: subscription.id, sequence: 0 });
    box.stripeInvoiceId ??= invoiceId;
    box.paid = true;
    await manager.save(box);
    if (box.state === 'ordered' || box.state === 'skipped') return;
    // An expired checkout gave the bottles back; paying anyway (a late payment) sets them aside again.
    if (box.state !== 'locked') await this.cycles.reserve(manager, box, subscription.selectedOils ?? []);
    if (box.state === 'locked') await this.cycles.ship(manager, subscription, box);
  }

  /** The Checkout Session ended unpaid: the first box's bottles go back and the attempt is closed. */
  async expire(manager: EntityManager, subscription: Subscription): Promise<boolean> {
    if (subscription.status !== 'incomplete') return false;
    subscription.status = 'expired';
    subscription.checkoutUrl = null;
    // Frees the shopper's Idempotency-Key: subscribing again must start afresh, not find this attempt.
    subscription.idempotencyKey = `released-${subscription.id}`;
    await manager.save(subscription);
    const box = await manager.findOneBy(SubscriptionCycle, { subscriptionId: subscription.id, sequence: 0 });
    if (box && !this.cycles.isSettled(box)) await this.cycles.fail(manager, box);
    return true;
  }
}
