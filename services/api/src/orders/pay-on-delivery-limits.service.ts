import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull } from 'typeorm';
import type { OrderStatus, PaymentMethod } from '@shop/contracts/orders';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig, PayOnDeliveryLimits } from '../config/app-config.js';
import { Order } from './order.entity.js';
import { PayOnDeliveryLift } from './pay-on-delivery-lift.entity.js';
import { PayOnDeliveryStanding } from './pay-on-delivery-standing.entity.js';

/**
 * A pay-on-delivery order still to be delivered (and paid): it holds stock no one has paid for. An
 * order whose delivery failed is still open until it is delivered or cancelled.
 */
const OPEN_ORDER_STATUSES: OrderStatus[] = ['confirmed', 'packed', 'out_for_delivery', 'to_reschedule'];

/**
 * How many pay-on-delivery subscriptions a shopper has that will send more boxes: the
 * subscriptions module counts its own rows and registers the count here (this module cannot
 * depend on it: it depends on this one).
 */
export type SubscriptionCount = (manager: EntityManager, userId: string) => Promise<number>;

export interface PayOnDeliveryUsage {
  openOrders: number;
  subscriptions: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function suspended(cardOffered: boolean): ShopError {
  const advice = cardOffered
    ? 'Please pay by card, or contact us to turn it back on.'
    : 'Please contact us to turn it back on.';
  return new ShopError(
    'PAY_ON_DELIVERY_SUSPENDED',
    `Pay on delivery is off for your account after missed deliveries. ${advice}`,
  );
}

/**
 * Pay on delivery takes no money up front, so without limits one account could empty the shelves
 * with unpaid orders. Each check runs in the checkout's own transaction, after its per-shopper
 * lock (checkout:<user> for orders, subscription-checkout:<user> for subscribing), so checkouts
 * sent at once are judged one after the other: a burst gets no more than a sequence would.
 * Card payments are not limited. Staff may lift a shopper's limits until a date. A shopper whose
 * missed deliveries suspended pay on delivery is refused first: a lift does not turn it back on.
 */
@Injectable()
export class PayOnDeliveryLimitsService {
  private countSubscriptions: SubscriptionCount = () => {
    throw new Error('The subscriptions module has not registered its pay-on-delivery subscription count');
  };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  get limits(): PayOnDeliveryLimits {
    return this.config.payments.payOnDeliveryLimits;
  }

  countSubscriptionsWith(count: SubscriptionCount): void {
    this.countSubscriptions = count;
  }

  /**
   * Refuses an order past the open-order limit (checked first: a smaller order would not help),
   * then a line with more of one product than the limit. `cardOffered` picks the advice.
   */
  async assertOrderAllowed(
    manager: EntityManager,
    userId: string,
    lines: readonly { name: string; quantity: number }[],
    cardOffered: boolean,
  ): Promise<void> {
    // The standing, the lift and the open orders in one round trip (a checkout waits for each).
    const [standing] = (await manager.query(
      `SELECT (SELECT "suspendedAt" FROM "pay_on_delivery_standings" WHERE "userId" = $1) AS "suspendedAt",
              (SELECT "liftedUntil" FROM "pay_on_delivery_lifts" WHERE "userId" = $1) AS "liftedUntil",
              (SELECT count(*) FROM "orders"
                WHERE "userId" = $1 AND "paymentMethod" = 'pay_on_delivery' AND "subscriptionId" IS NULL
                  AND "status" = ANY($2))::int AS "openOrders"`,
      [userId, OPEN_ORDER_STATUSES],
    )) as { suspendedAt: Date | null; liftedUntil: Date | null; openOrders: number }[];
    if (standing!.suspendedAt != null) throw suspended(cardOffered);
    if (standing!.liftedUntil && standing!.liftedUntil > this.clock.now()) return;
    const open = standing!.openOrders;
    if (open >= this.limits.openOrders) {
      const advice = cardOffered
        ? 'Pay for this order by card, or place it once one of them has been delivered.'
        : 'You can place this order once one of them has been delivered.';
      throw new ShopError(
        'PAY_ON_DELIVERY_ORDER_LIMIT',
        `You already have ${plural(open, 'pay-on-delivery order', 'pay-on-delivery orders')} awaiting delivery, ` +
          `and we take at most ${this.limits.openOrders} at once. ${advice}`,
      );
    }
    const tooMany = lines.find((line) => line.quantity > this.limits.perProduct);
    if (tooMany) {
      const advice = cardOffered ? 'Lower the quantity, or pay by card.' : 'Lower the quantity to place the order.';
      throw new ShopError(
        'PAY_ON_DELIVERY_QUANTITY_LIMIT',
        `A pay-on-delivery order takes at most ${this.limits.perProduct} of one product, ` +
          `and your cart has ${tooMany.quantity} of ${tooMany.name}. ${advice}`,
      );
    }
  }

  /** Refuses a pay-on-delivery subscription past the limit of active or paused ones. */
  async assertSubscriptionAllowed(manager: EntityManager, userId: string, cardOffered: boolean): Promise<void> {
    await this.assertNotSuspended(manager, userId, cardOffered);
    if (await this.liftedUntil(manager, userId)) return;
    const live = await this.countSubscriptions(manager, userId);
    if (live < this.limits.subscriptions) return;
    const advice = cardOffered
      ? 'Subscribe with a card, or change the oils of one you have on the Manage Subscriptions page.'
      : 'You can change the oils of one you have on the Manage Subscriptions page, or cancel one first.';
    throw new ShopError(
      'PAY_ON_DELIVERY_SUBSCRIPTION_LIMIT',
      `You already have ${plural(live, 'pay-on-delivery subscription', 'pay-on-delivery subscriptions')}, ` +
        `and we take at most ${this.limits.subscriptions} at once. ${advice}`,
    );
  }

  /** What the shopper holds now, against the limits (the back office shows it). */
  async usage(manager: EntityManager, userId: string): Promise<PayOnDeliveryUsage> {
    return {
      openOrders: await this.countOpenOrders(manager, userId),
      subscriptions: await this.countSubscriptions(manager, userId),
    };
  }

  /** Until when the shopper's limits are lifted; null when they apply (never lifted, or the lift ended). */
  async liftedUntil(manager: EntityManager, userId: string): Promise<Date | null> {
    const lift = await manager.findOneBy(PayOnDeliveryLift, { userId });
    return lift && lift.liftedUntil > this.clock.now() ? lift.liftedUntil : null;
  }

  /** The shop's payment methods as offered to this visitor: without pay on delivery once it is suspended. */
  async offeredTo(methods: readonly PaymentMethod[], userId: string | undefined): Promise<PaymentMethod[]> {
    if (!userId || !methods.includes('pay_on_delivery')) return [...methods];
    if (!(await this.isSuspended(this.dataSource.manager, userId))) return [...methods];
    return methods.filter((method) => method !== 'pay_on_delivery');
  }

  /** Whether missed deliveries have turned pay on delivery off for the shopper (staff reinstate it). */
  async isSuspended(manager: EntityManager, userId: string): Promise<boolean> {
    const standing = await manager.findOneBy(PayOnDeliveryStanding, { userId });
    return standing?.suspendedAt != null;
  }

  private async assertNotSuspended(manager: EntityManager, userId: string, cardOffered: boolean): Promise<void> {
    if (await this.isSuspended(manager, userId)) throw suspended(cardOffered);
  }

  /** Subscription boxes are not counted: the subscription limit bounds them (as in assertOrderAllowed). */
  private countOpenOrders(manager: EntityManager, userId: string): Promise<number> {
    return manager.countBy(Order, {
      userId,
      paymentMethod: 'pay_on_delivery',
      subscriptionId: IsNull(),
      status: In(OPEN_ORDER_STATUSES),
    });
  }
}
