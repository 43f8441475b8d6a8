import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { BoxCycles } from './box-cycles.service.js';
import { CheckoutFulfilment } from './checkout-fulfilment.js';
import { stripePeriod } from './subscription-billing.js';
import type { Subscription } from './subscription.entity.js';

/**
 * Copies what Stripe says about a subscription onto ours: its status, its period and whether it
 * ends at the period's end. Pauses and skips are the shop's own (Stripe only stops billing for
 * them), so Stripe's "active" leaves a paused subscription paused.
 */
@Injectable()
export class StripeSubscriptionMirror {
  constructor(
    private readonly cycles: BoxCycles,
    private readonly fulfilment: CheckoutFulfilment,
  ) {}

  async apply(manager: EntityManager, subscription: Subscription, current: Stripe.Subscription, now: Date) {
    if (subscription.status === 'cancelled') return;
    switch (current.status) {
      case 'active':
      case 'trialing':
        if (subscription.status === 'incomplete' || subscription.status === 'expired') {
          await this.fulfilment.activate(manager, subscription, current);
        } else if (subscription.status === 'past_due') {
          subscription.status = 'active';
        }
        break;
      case 'past_due':
      case 'unpaid':
        if (subscription.status !== 'incomplete' && subscription.status !== 'expired') subscription.status = 'past_due';
        break;
      case 'canceled':
      case 'incomplete_expired':
        await this.end(manager, subscription);
        return;
      default:
        break;
    }
    // Cancel-at-period-end first: it decides the fate of the box of the period that is ending,
    // which a renewal in the same update must not leave skipped (its invoice would pay no box).
    await this.setCancelAtPeriodEnd(manager, subscription, current.cancel_at_period_end, now);
    const period = stripePeriod(current);
    if (period && subscription.startedAt) {
      await this.cycles.startPeriod(manager, subscription, period.start, period.end);
    }
    await manager.save(subscription);
  }

  /** Whether the subscription ends with its period: its coming box is skipped, or scheduled again. */
  async setCancelAtPeriodEnd(manager: EntityManager, subscription: Subscription, cancel: boolean, now: Date) {
    subscription.cancelAtPeriodEnd = cancel;
    await manager.save(subscription);
    const upcoming = await this.cycles.upcoming(manager, subscription);
    if (!upcoming || upcoming.sequence === 0 || upcoming.renewsAt.getTime() <= now.getTime()) return;
    if (cancel && !this.cycles.isSettled(upcoming)) await this.cycles.skip(manager, upcoming, 'cancelled');
    if (!cancel && upcoming.state === 'skipped' && upcoming.skipReason === 'cancelled') {
      upcoming.state = 'scheduled';
      upcoming.skipReason = null;
      await manager.save(upcoming);
      if (upcoming.cutoffAt.getTime() <= now.getTime()) await this.cycles.lockAtCutoff(manager, subscription, upcoming);
    }
  }

  /** No more boxes: every box not yet shipped is skipped and its bottles go back. */
  async end(manager: EntityManager, subscription: Subscription): Promise<void> {
    subscription.status = 'cancelled';
    subscription.pausedUntil = null;
    await manager.save(subscription);
    for (const cycle of await this.cycles.cycles(manager, subscription)) {
      if (!this.cycles.isSettled(cycle)) await this.cycles.skip(manager, cycle, 'cancelled');
    }
  }
}
