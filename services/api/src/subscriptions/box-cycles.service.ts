import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BoxOil } from '@shop/contracts/subscriptions';
import { StockService } from '../catalog/stock.service.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { BoxOrdersService } from '../orders/box-orders.service.js';
import { cutoffOf, renewalOf } from './box-calendar.js';
import { BoxDeliveries } from './box-deliveries.js';
import { type SkipReason, SubscriptionCycle } from './subscription-cycle.entity.js';
import { Subscription } from './subscription.entity.js';

/** Cycles whose box is settled: shipped, skipped or given up. */
const SETTLED = new Set(['ordered', 'skipped', 'failed']);

/**
 * The boxes of one subscription, always inside a transaction that holds the subscription's row
 * lock (see lockSubscription): the scheduler, Stripe's events and the shopper's own changes all
 * take turns on that row, then on the boxes, then on the products' rows.
 */
@Injectable()
export class BoxCycles {
  private readonly logger = new Logger(BoxCycles.name);

  constructor(
    private readonly stock: StockService,
    private readonly boxOrders: BoxOrdersService,
    private readonly deliveries: BoxDeliveries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The subscription, its plan and its shopper, with its row locked until the transaction ends. */
  async lockSubscription(manager: EntityManager, where: { id: number; userId?: string }): Promise<Subscription | null> {
    const locked = await manager.findOne(Subscription, { where, lock: { mode: 'pessimistic_write' } });
    if (!locked) return null;
    return manager.findOneOrFail(Subscription, { where: { id: locked.id }, relations: { plan: true, user: true } });
  }

  /** The box of the coming renewal (the latest one). */
  upcoming(manager: EntityManager, subscription: Subscription): Promise<SubscriptionCycle | null> {
    return manager.findOne(SubscriptionCycle, {
      where: { subscriptionId: subscription.id },
      order: { sequence: 'DESC' },
    });
  }

  cycles(manager: EntityManager, subscription: Subscription): Promise<SubscriptionCycle[]> {
    return manager.find(SubscriptionCycle, { where: { subscriptionId: subscription.id }, order: { sequence: 'ASC' } });
  }

  /** Box `sequence` renewing at `renewsAt` (written once: a second call returns the first box). */
  async create(
    manager: EntityManager,
    subscription: Subscription,
    sequence: number,
    renewsAt: Date,
  ): Promise<SubscriptionCycle> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(SubscriptionCycle)
      .values({
        subscriptionId: subscription.id,
        sequence,
        renewsAt,
        cutoffAt: sequence === 0 ? renewsAt : cutoffOf(renewsAt, this.config.subscriptions.cutoffHours),
        state: 'scheduled',
        shortOils: [],
      })
      .orIgnore()
      .execute();
    return manager.findOneByOrFail(SubscriptionCycle, { subscriptionId: subscription.id, sequence });
  }

  /**
   * Moves the subscription into the period [start, end) and writes the box that renews at its end.
   * Periods only move forward, so a late or repeated event cannot move them back.
   */
  async startPeriod(manager: EntityManager, subscription: Subscription, start: Date, end: Date): Promise<void> {
    if (subscription.currentPeriodEnd && end.getTime() <= subscription.currentPeriodEnd.getTime()) return;
    subscription.currentPeriodStart = start;
    subscription.currentPeriodEnd = end;
    await manager.save(subscription);
    const latest = await this.upcoming(manager, subscription);
    if (latest && latest.renewsAt.getTime() >= end.getTime()) return;
    await this.create(manager, subscription, (latest?.sequence ?? -1) + 1, end);
  }

  /** The period after box `cycle` renewed, for a subscription the shop bills itself (pay on delivery). */
  startNextCalendarPeriod(manager: EntityManager, subscription: Subscription, cycle: SubscriptionCycle): Promise<void> {
    const startedAt = subscription.startedAt ?? cycle.renewsAt;
    return this.startPeriod(manager, subscription, cycle.renewsAt, renewalOf(startedAt, cycle.sequence + 1));
  }

  /**
   * Fixes the box's oils and sets their bottles aside, all or none: when any oil is short the box is
   * held (nothing taken) and names the short oils, so no box ever ships with a bottle missing.
   * Returns whether the bottles are set aside.
   */
  async reserve(manager: EntityManager, cycle: SubscriptionCycle, productIds: readonly number[]): Promise<boolean> {
    await this.release(manager, cycle);
    const products = await this.stock.lock(
      manager,
      [...productIds].sort((a, b) => a - b),
    );
    const byId = new Map(products.map((product) => [product.id, product]));
    const oils: BoxOil[] = productIds.flatMap((id) => {
      const product = byId.get(id);
      return product ? [{ productId: id, name: product.name }] : [];
    });
    const shortOils = oils.filter((oil) => (byId.get(oil.productId)?.stock ?? 0) < 1);
    cycle.oils = oils;
    if (shortOils.length > 0 || oils.length !== productIds.length) {
      cycle.state = 'held';
      cycle.shortOils = shortOils;
      await manager.save(cycle);
      return false;
    }
    for (const oil of oils) await this.stock.take(manager, oil.productId, 1);
    cycle.state = 'locked';
    cycle.reserved = true;
    cycle.shortOils = [];
    cycle.skipReason = null;
    await manager.save(cycle);
    return true;
  }

  /** Puts a box's set-aside bottles back on the shelf. */
  async release(manager: EntityManager, cycle: SubscriptionCycle): Promise<void> {
    if (!cycle.reserved || !cycle.oils) return;
    for (const oil of [...cycle.oils].sort((a, b) => a.productId - b.productId)) {
      await this.stock.putBack(manager, oil.productId, 1);
    }
    cycle.reserved = false;
    await manager.save(cycle);
  }

  async skip(manager: EntityManager, cycle: SubscriptionCycle, reason: SkipReason): Promise<void> {
    await this.release(manager, cycle);
    await this.deliveries.release(manager, cycle);
    cycle.state = 'skipped';
    cycle.skipReason = reason;
    cycle.shortOils = [];
    await manager.save(cycle);
  }

  async fail(manager: EntityManager, cycle: SubscriptionCycle): Promise<void> {
    await this.release(manager, cycle);
    await this.deliveries.release(manager, cycle);
    cycle.state = 'failed';
    await manager.save(cycle);
  }

  /**
   * The box becomes an order, from its set-aside bottles, to the subscription's address of today,
   * and takes the box's place in its delivery window (booked again first if that window has begun).
   */
  async ship(manager: EntityManager, subscription: Subscription, cycle: SubscriptionCycle): Promise<void> {
    if (cycle.state !== 'locked' || !cycle.oils) throw new Error(`Box ${cycle.id} is ${cycle.state}, not locked`);
    await this.deliveries.prepareShipping(manager, subscription, cycle);
    const { phone, ...address } = subscription.shippingAddress;
    const order = await this.boxOrders.create(manager, {
      userId: subscription.userId,
      subscriptionId: subscription.id,
      boxKey: `subscription-box-${cycle.id}`,
      customer: {
        email: subscription.user.email,
        firstName: subscription.user.firstName ?? '',
        lastName: subscription.user.lastName ?? '',
        phone,
      },
      shippingAddress: address,
      oils: cycle.oils,
      price: subscription.plan.price,
      paymentMethod: subscription.paymentMethod,
    });
    cycle.state = 'ordered';
    cycle.reserved = false;
    cycle.orderId = order.id;
    await manager.save(cycle);
    await this.deliveries.handOver(manager, cycle, order.id);
  }

  /**
   * The box at its cutoff: skipped while paused or ending, otherwise its oils are fixed and set
   * aside and it is booked into a delivery window (or it is held). A box still held from an earlier renewal is given up now: the shopper
   * had until this next cutoff to choose a substitute.
   */
  async lockAtCutoff(manager: EntityManager, subscription: Subscription, cycle: SubscriptionCycle): Promise<void> {
    for (const earlier of await this.cycles(manager, subscription)) {
      if (earlier.sequence < cycle.sequence && earlier.state === 'held') {
        this.logger.warn(
          `Box ${earlier.id} of subscription ${subscription.id} was never shipped: no substitute chosen`,
        );
        await this.fail(manager, earlier);
      }
    }
    if (subscription.cancelAtPeriodEnd) return this.skip(manager, cycle, 'cancelled');
    if (subscription.status === 'paused') {
      if (subscription.pausedUntil && cycle.renewsAt.getTime() < subscription.pausedUntil.getTime()) {
        return this.skip(manager, cycle, 'paused');
      }
      subscription.status = 'active';
      subscription.pausedUntil = null;
      await manager.save(subscription);
    }
    if (await this.reserve(manager, cycle, subscription.selectedOils ?? [])) {
      await this.deliveries.bookSetAside(manager, subscription, cycle);
    }
  }

  /**
   * After the shopper picks new oils: every held box tries again with them, and one that is due
   * (renewed, and paid when Stripe bills it) ships at once; one not yet due is booked into a window.
   */
  async retryHeld(manager: EntityManager, subscription: Subscription, now: Date): Promise<void> {
    for (const cycle of await this.cycles(manager, subscription)) {
      if (cycle.state !== 'held') continue;
      if (!(await this.reserve(manager, cycle, subscription.selectedOils ?? []))) continue;
      if (this.dueToShip(subscription, cycle, now)) await this.ship(manager, subscription, cycle);
      else await this.deliveries.bookSetAside(manager, subscription, cycle);
    }
  }

  dueToShip(subscription: Subscription, cycle: SubscriptionCycle, now: Date): boolean {
    if (subscription.paymentMethod === 'stripe') return cycle.paid;
    return cycle.renewsAt.getTime() <= now.getTime();
  }

  isSettled(cycle: SubscriptionCycle): boolean {
    return SETTLED.has(cycle.state);
  }
}
