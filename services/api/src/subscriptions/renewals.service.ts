import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BoxCycles } from './box-cycles.service.js';
import type { Subscription } from './subscription.entity.js';

/** How many months one subscription may catch up in one go (a shop that was down for years stops here). */
const MAX_RENEWALS_PER_VISIT = 24;

/** Subscriptions with work due at $1: a box past its cutoff, or a pay-on-delivery renewal. */
const DUE = `
  s.status IN ('active', 'paused', 'past_due')
  AND (
    EXISTS (
      SELECT 1 FROM subscription_cycles c
      WHERE c."subscriptionId" = s.id AND c.state = 'scheduled' AND c."cutoffAt" <= $1
    )
    OR (s."paymentMethod" = 'pay_on_delivery' AND s."currentPeriodEnd" <= $1)
  )`;

/** How many due subscriptions one look at the table lists. */
const DUE_BATCH = 500;

/**
 * The due subscriptions after the one with id $2, a batch at a time in id order. Finding them
 * reads the whole table, so it is done once per batch rather than once per subscription (10,000
 * boxes falling due at once made 10,000 full reads), and each subscription is visited once per run.
 */
const DUE_SUBSCRIPTIONS = `
  SELECT s.id FROM subscriptions s
  WHERE s.id > $2 AND ${DUE}
  ORDER BY s.id
  LIMIT ${DUE_BATCH}`;

/**
 * One listed subscription, its row locked, if it still has work due. SKIP LOCKED lets several API
 * processes (or two scheduler ticks) each take a different subscription, so every box is handled once.
 */
const LOCK_IF_DUE = `
  SELECT s.id FROM subscriptions s
  WHERE s.id = $2 AND ${DUE}
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

  /**
   * Does everything due at `now`, one subscription per transaction, each subscription once: one
   * that another process holds is left to it, and any work still due is found by the next run.
   */
  async runDue(now: Date): Promise<RenewalRun> {
    let subscriptions = 0;
    let after = 0;
    for (;;) {
      const due: { id: number }[] = await this.dataSource.query(DUE_SUBSCRIPTIONS, [now, after]);
      if (due.length === 0) return { subscriptions };
      for (const { id } of due) if (await this.advanceIfDue(id, now)) subscriptions += 1;
      after = due.at(-1)!.id;
    }
  }

  /** Advances one subscription in its own transaction, unless another process has it or it is no longer due. */
  private advanceIfDue(id: number, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: number }[] = await manager.query(LOCK_IF_DUE, [now, id]);
      if (rows.length === 0) return false;
      const subscription = await this.cycles.lockSubscription(manager, { id });
      await this.advance(manager, subscription!, now);
      return true;
    });
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
