import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SubscriptionShipping } from '@shop/contracts/addresses';
import type { Subscription as SubscriptionResponse } from '@shop/contracts/subscriptions';
import { type AuditActor, AuditTrail } from '../audit/audit-trail.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { renewalOf } from './box-calendar.js';
import { BoxCycles } from './box-cycles.service.js';
import { BoxDeliveries } from './box-deliveries.js';
import { OilSelection } from './oil-selection.js';
import { StripeSubscriptionMirror } from './stripe-subscription-mirror.js';
import { SubscriptionBilling } from './subscription-billing.js';
import { SubscriptionCycle } from './subscription-cycle.entity.js';
import type { Subscription } from './subscription.entity.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Stripe resumes billing this long before the first box after a skip or pause renews. */
const RESUME_BILLING_BEFORE_MS = 60 * 60 * 1000;

function notAllowed(message: string): ShopError {
  return new ShopError('SUBSCRIPTION_CHANGE_NOT_ALLOWED', message);
}

/** A subscription that still sends boxes (active, paused or with a failed payment). */
function assertRunning(subscription: Subscription): void {
  if (subscription.status === 'cancelled') throw notAllowed('This subscription is cancelled.');
  if (subscription.status === 'incomplete' || subscription.status === 'expired') {
    throw notAllowed('This subscription has not started: its first payment is not complete.');
  }
}

/** The coming box, while it can still change (before it renews). */
function comingBox(cycle: SubscriptionCycle | null, now: Date): SubscriptionCycle {
  if (!cycle || cycle.sequence === 0 || cycle.renewsAt.getTime() <= now.getTime()) {
    throw notAllowed('There is no coming box to change.');
  }
  return cycle;
}

/**
 * Who asks for a change: the shopper (only their own subscription; another's is a 404), or a member
 * of the team acting on the shopper's behalf (any subscription, and the change is audited).
 */
export type ChangeRequester = { shopperId: string } | { staff: AuditActor };

const asShopper = (requester: string | ChangeRequester): ChangeRequester =>
  typeof requester === 'string' ? { shopperId: requester } : requester;

/** What the audit row keeps of a subscription and its coming box, before and after a change. */
function auditedState(subscription: Subscription, box: SubscriptionCycle | null): Record<string, unknown> {
  return {
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pausedUntil: subscription.pausedUntil?.toISOString() ?? null,
    box: box
      ? {
          id: box.id,
          sequence: box.sequence,
          renewsAt: box.renewsAt.toISOString(),
          state: box.state,
          skipReason: box.skipReason,
        }
      : null,
  };
}

interface Change {
  /** The audit log's name of the change, e.g. subscription.skip (written when the team makes it). */
  action: string;
  /** Refuses the change (409 with the reason) when the subscription's state does not allow it. */
  check(subscription: Subscription, coming: SubscriptionCycle | null, now: Date): void;
  /** Tells Stripe first (for card subscriptions), so the shop never promises what Stripe will not bill. */
  mirror?(subscription: Subscription, coming: SubscriptionCycle | null): Promise<void>;
  apply(manager: EntityManager, subscription: Subscription, coming: SubscriptionCycle | null, now: Date): Promise<void>;
}

/**
 * What a shopper changes on their own subscription: the oils, skipping a box, pausing, the
 * address, cancelling. Each is allowed only from some states; each takes the subscription's row
 * lock, so it never races the renewal scheduler or Stripe's events.
 */
@Injectable()
export class SubscriptionChanges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly cycles: BoxCycles,
    private readonly oils: OilSelection,
    private readonly deliveries: BoxDeliveries,
    private readonly billing: SubscriptionBilling,
    private readonly mirror: StripeSubscriptionMirror,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** New oils for every box not yet locked, and the substitute for a box held for a short oil. */
  changeOils(requester: string | ChangeRequester, id: number, selectedOils: number[]): Promise<SubscriptionResponse> {
    return this.change(asShopper(requester), id, {
      action: 'subscription.oils',
      check: assertRunning,
      apply: async (manager, subscription, _coming, now) => {
        const chosen = await this.oils.check(manager, selectedOils, subscription.plan.bottleCount);
        await this.oils.assertOnShelf(manager, chosen);
        subscription.selectedOils = selectedOils;
        await manager.save(subscription);
        await this.cycles.retryHeld(manager, subscription, now);
      },
    });
  }

  skipNextBox(requester: string | ChangeRequester, id: number): Promise<SubscriptionResponse> {
    return this.change(asShopper(requester), id, {
      action: 'subscription.skip',
      check: (subscription, coming, now) => {
        if (subscription.status === 'paused')
          throw notAllowed('This subscription is paused: its boxes are already skipped.');
        assertRunning(subscription);
        if (subscription.cancelAtPeriodEnd) throw notAllowed('This subscription ends at the end of its period.');
        if (comingBox(coming, now).state === 'skipped') throw notAllowed('The next box is already skipped.');
      },
      mirror: (subscription, coming) =>
        this.pauseBilling(subscription, new Date(coming!.renewsAt.getTime() + RESUME_BILLING_BEFORE_MS)),
      apply: async (manager, _subscription, coming) => this.cycles.skip(manager, coming!, 'shopper'),
    });
  }

  undoSkip(requester: string | ChangeRequester, id: number): Promise<SubscriptionResponse> {
    return this.change(asShopper(requester), id, {
      action: 'subscription.unskip',
      check: (subscription, coming, now) => {
        // Undoing a skip would bill and ship a box inside the pause: resuming is the way back.
        if (subscription.status === 'paused')
          throw notAllowed('This subscription is paused: resume it to get boxes again.');
        assertRunning(subscription);
        const box = comingBox(coming, now);
        if (box.state !== 'skipped' || box.skipReason !== 'shopper') throw notAllowed('The next box is not skipped.');
      },
      mirror: (subscription) => this.pauseBilling(subscription, null),
      apply: (manager, subscription, coming, now) => this.reschedule(manager, subscription, coming!, now),
    });
  }

  /** No boxes for `months` renewals; the box after them ships as usual. */
  pause(requester: string | ChangeRequester, id: number, months: number): Promise<SubscriptionResponse> {
    const resumesAt = (subscription: Subscription, coming: SubscriptionCycle) =>
      renewalOf(subscription.startedAt ?? coming.renewsAt, coming.sequence + months);
    return this.change(asShopper(requester), id, {
      action: 'subscription.pause',
      check: (subscription, coming, now) => {
        if (subscription.status === 'paused') throw notAllowed('This subscription is already paused.');
        assertRunning(subscription);
        if (subscription.cancelAtPeriodEnd) throw notAllowed('This subscription ends at the end of its period.');
        comingBox(coming, now);
      },
      mirror: (subscription, coming) =>
        this.pauseBilling(
          subscription,
          new Date(resumesAt(subscription, coming!).getTime() - RESUME_BILLING_BEFORE_MS),
        ),
      apply: async (manager, subscription, coming) => {
        subscription.status = 'paused';
        subscription.pausedUntil = resumesAt(subscription, coming!);
        await manager.save(subscription);
        if (!this.cycles.isSettled(coming!)) await this.cycles.skip(manager, coming!, 'paused');
      },
    });
  }

  resume(requester: string | ChangeRequester, id: number): Promise<SubscriptionResponse> {
    return this.change(asShopper(requester), id, {
      action: 'subscription.resume',
      check: (subscription) => {
        if (subscription.status !== 'paused') throw notAllowed('This subscription is not paused.');
      },
      mirror: (subscription) => this.pauseBilling(subscription, null),
      apply: async (manager, subscription, coming, now) => {
        subscription.status = 'active';
        subscription.pausedUntil = null;
        await manager.save(subscription);
        const box = coming && coming.sequence > 0 && coming.renewsAt.getTime() > now.getTime() ? coming : null;
        if (box?.state === 'skipped' && box.skipReason === 'paused')
          await this.reschedule(manager, subscription, box, now);
      },
    });
  }

  /** The address of every box not yet shipped; boxes set aside are booked again when it is in another zone. */
  changeAddress(
    requester: string | ChangeRequester,
    id: number,
    address: SubscriptionShipping,
  ): Promise<SubscriptionResponse> {
    return this.change(asShopper(requester), id, {
      action: 'subscription.address',
      check: assertRunning,
      apply: async (manager, subscription) => {
        subscription.shippingAddress = address;
        const zone = await this.deliveries.zoneOf(manager, subscription);
        await manager.save(subscription);
        await this.deliveries.addressChanged(
          manager,
          subscription,
          zone,
          await this.cycles.cycles(manager, subscription),
        );
      },
    });
  }

  /** Cancels at the end of the current period: the box already shipped was the last. */
  cancel(requester: string | ChangeRequester, id: number): Promise<SubscriptionResponse> {
    return this.change(asShopper(requester), id, {
      action: 'subscription.cancel',
      check: (subscription) => {
        assertRunning(subscription);
        if (subscription.cancelAtPeriodEnd)
          throw notAllowed('This subscription is already cancelled at the end of its period.');
      },
      mirror: async (subscription) => {
        // Cancelling ends a pause (below), so Stripe stops pausing collection too.
        if (subscription.status === 'paused') await this.pauseBilling(subscription, null);
        await this.billing.cancelAtPeriodEnd(subscription.stripeSubscriptionId!, true);
      },
      apply: async (manager, subscription, coming, now) => {
        if (subscription.status === 'paused') {
          subscription.status = 'active';
          subscription.pausedUntil = null;
          // The pause is over: its skipped box is now skipped for the cancellation, so that
          // keeping the subscription (keep) ships it again.
          if (coming?.state === 'skipped' && coming.skipReason === 'paused') {
            coming.skipReason = 'cancelled';
            await manager.save(coming);
          }
        }
        await this.mirror.setCancelAtPeriodEnd(manager, subscription, true, now);
      },
    });
  }

  /** Takes back a cancellation before the period ends. */
  keep(requester: string | ChangeRequester, id: number): Promise<SubscriptionResponse> {
    return this.change(asShopper(requester), id, {
      action: 'subscription.keep',
      check: (subscription) => {
        if (!subscription.cancelAtPeriodEnd || subscription.status === 'cancelled') {
          throw notAllowed('This subscription is not set to end.');
        }
      },
      mirror: (subscription) => this.billing.cancelAtPeriodEnd(subscription.stripeSubscriptionId!, false),
      apply: (manager, subscription, _coming, now) =>
        this.mirror.setCancelAtPeriodEnd(manager, subscription, false, now),
    });
  }

  /** Stripe's page to update the card, for a card subscription that has started. */
  async billingPortal(userId: string, id: number): Promise<{ url: string }> {
    const subscription = await this.dataSource.transaction((manager) =>
      this.subscriptions.ownedBy(manager, userId, id),
    );
    if (subscription.paymentMethod !== 'stripe' || !subscription.stripeCustomerId || !this.billing.enabled) {
      throw notAllowed('This subscription is not paid by card.');
    }
    try {
      return { url: await this.billing.billingPortalUrl(subscription.stripeCustomerId) };
    } catch (error) {
      throw new ShopError(
        'PAYMENT_PROVIDER_DOWN',
        'Card updates are unavailable right now. Please try again in a few minutes.',
        { cause: error },
      );
    }
  }

  /** A skipped box ships again: scheduled, and set aside at once when its cutoff has passed. */
  private async reschedule(manager: EntityManager, subscription: Subscription, box: SubscriptionCycle, now: Date) {
    box.state = 'scheduled';
    box.skipReason = null;
    await manager.save(box);
    if (box.cutoffAt.getTime() <= now.getTime()) await this.cycles.lockAtCutoff(manager, subscription, box);
  }

  private async pauseBilling(subscription: Subscription, resumesAt: Date | null): Promise<void> {
    await this.billing.pauseCollection(subscription.stripeSubscriptionId!, resumesAt);
  }

  /**
   * Checks the change against the subscription as it is, tells Stripe (outside any transaction),
   * then applies it under the row lock after checking again: a change that raced another one is
   * refused rather than applied twice. A change by the team writes its audit row in that same
   * transaction, so the change and its record commit together or not at all.
   */
  private async change(requester: ChangeRequester, id: number, change: Change): Promise<SubscriptionResponse> {
    const inspect = async (manager: EntityManager) => {
      const subscription = await this.find(manager, requester, id);
      const coming = await this.cycles.upcoming(manager, subscription);
      const now = this.clock.now();
      change.check(subscription, coming, now);
      return { subscription, coming, now };
    };
    const before = await this.dataSource.transaction(inspect);
    if (change.mirror && before.subscription.paymentMethod === 'stripe' && before.subscription.stripeSubscriptionId) {
      try {
        await change.mirror(before.subscription, before.coming);
      } catch (error) {
        throw new ShopError(
          'PAYMENT_PROVIDER_DOWN',
          'Your change could not reach our payment provider, so nothing changed. Please try again.',
          { cause: error },
        );
      }
    }
    return this.dataSource.transaction(async (manager) => {
      const { subscription, coming, now } = await inspect(manager);
      const stateBefore = auditedState(subscription, coming);
      await change.apply(manager, subscription, coming, now);
      if ('staff' in requester) {
        const box = coming ? await manager.findOneBy(SubscriptionCycle, { id: coming.id }) : null;
        await this.audit.record(manager, requester.staff, {
          action: change.action,
          entityType: 'subscription',
          entityId: subscription.id,
          before: stateBefore,
          after: auditedState(subscription, box),
        });
      }
      return this.subscriptions.view(manager, subscription);
    });
  }

  /** The subscription, its row locked: the shopper's own, or any one for the team. */
  private async find(manager: EntityManager, requester: ChangeRequester, id: number): Promise<Subscription> {
    if ('shopperId' in requester) return this.subscriptions.ownedBy(manager, requester.shopperId, id);
    return this.subscriptions.locked(manager, id);
  }
}
