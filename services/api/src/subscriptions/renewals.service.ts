import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BoxCycles } from './box-cycles.service.js';
import type { Subscription } from './subscription.entity.js';

/** How many months one subscription may catch up in one go (a shop that was down for years stops here). */
const MAX_RENEWALS_PER_VISIT = 24;

/**
 * One subscription with work due, its row locked. SKIP LOCKED lets several API processes (or two
 * scheduler ticks) each take a different subscription, so every box is handled once.
 */
const NEXT_DUE_SUBSCRIPTION = `
  SELECT s.id FROM subscriptions s
  WHERE s.status IN ('active', 'paused', 'past_due')
    AND (
      EXISTS (
        SELECT 1 FROM subscription_cycles c
        WHERE c."subscriptionId" = s.id AND c.state = 'scheduled' AND c."cutoffAt" <= $1
      )
      OR (s."paymentMethod" = 'pay_on_delivery' AND s."currentPeriodEnd" <= $1)
    )
  ORDER BY s."currentPeriodEnd", s.id
  LIMIT 1
  FOR UPDATE OF s SKIP LOCKED`;

export interface RenewalRun {
  /** Subscriptions whose due work was done. */
  subscriptions: number;
}

/**
 * The renewal work that falls due with time: at a box's cutoff its oils are fixed and its bottles
 * set aside (or it is held, or skipped while paused or ending); at its renewal a pay-on-delivery box
 * becomes an order and the next period starts. Card boxes become orders when Stripe's invoice is
 * paid (SubscriptionPaymentEvents). Work missed while the shop was down is done on the next run.
 */
@Injectable()
export class RenewalsService {
  private readonly logger = new Logger(RenewalsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cycles: BoxCycles,
  ) {}

  /** Does everything due at `now`, one subscription per transaction, until nothing is left. */
  async runDue(now: Date): Promise<RenewalRun> {
    let subscriptions = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (manager) => {
        const rows: { id: number }[] = await manager.query(NEXT_DUE_SUBSCRIPTION, [now]);
        const id = rows[0]?.id;
        if (id === undefined) return false;
        const subscription = await this.cycles.lockSubscription(manager, { id });
        await this.advance(manager, subscription!, now);
        return true;
      });
      if (!done) return { subscriptions };
      subscriptions += 1;
    }
  }

  /** Brings one locked subscription up to `now`. */
  async advance(manager: EntityManager, subscription: Subscription, now: Date): Promise<void> {
    for (let renewals = 0; renewals < MAX_RENEWALS_PER_VISIT; renewals += 1) {
      const cycle = await this.cycles.upcoming(manager, subscription);
      if (!cycle) return;
      if (cycle.state === 'scheduled' && cycle.cutoffAt.getTime() <= now.getTime()) {
        await this.cycles.lockAtCutoff(manager, subscription, cycle);
      }
      if (subscription.paymentMethod !== 'pay_on_delivery' || cycle.renewsAt.getTime() > now.getTime()) return;
      if (cycle.state === 'locked') await this.cycles.ship(manager, subscription, cycle);
      if (subscription.cancelAtPeriodEnd) {
        subscription.status = 'cancelled';
        await manager.save(subscription);
        // No later cutoff will give up a box still held for a substitute: it ends with the subscription.
        for (const earlier of await this.cycles.cycles(manager, subscription)) {
          if (earlier.state === 'held') await this.cycles.fail(manager, earlier);
        }
        return;
      }
      await this.cycles.startNextCalendarPeriod(manager, subscription, cycle);
    }
    this.logger.warn(`Subscription ${subscription.id} is more than ${MAX_RENEWALS_PER_VISIT} renewals behind`);
  }
}
