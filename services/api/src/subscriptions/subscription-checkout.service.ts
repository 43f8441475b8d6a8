import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, Not, IsNull } from 'typeorm';
import type { PaymentMethod } from '@shop/contracts/orders';
import type {
  CreateSubscriptionCheckoutRequest,
  CreateSubscriptionCheckoutResponse,
} from '@shop/contracts/subscriptions';
import { rememberAddress } from '../addresses/addresses.module.js';
import { StockService } from '../catalog/stock.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { takeTurns } from '../common/database/advisory-lock.js';
import { OrdersService } from '../orders/orders.service.js';
import { PayOnDeliveryLimitsService } from '../orders/pay-on-delivery-limits.service.js';
import { renewalOf } from './box-calendar.js';
import { DeliveryZones } from '../delivery/schedule/delivery-zones.js';
import type { DeliveryZone } from '../delivery/schedule/delivery-zone.entity.js';
import { BoxCycles } from './box-cycles.service.js';
import { BoxDeliveries } from './box-deliveries.js';
import { CheckoutFulfilment } from './checkout-fulfilment.js';
import { OilSelection } from './oil-selection.js';
import { SubscriptionBilling } from './subscription-billing.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { Subscription } from './subscription.entity.js';

export function successPath(subscriptionId: number): string {
  return `/subscriptions/success?subscription_id=${subscriptionId}`;
}

/**
 * Subscribing: the plan, exactly its number of oils (each on the shelf), an address the shop
 * delivers to, and a payment method. The first box's bottles are set aside at once and its
 * delivery window booked (the one chosen, whose weekly window later boxes keep, or the earliest). Pay on
 * delivery starts the subscription and orders the first box in the same transaction; a card
 * subscription waits for Stripe Checkout. The same Idempotency-Key answers the same subscription,
 * a shopper has at most one unpaid checkout open, and as many pay-on-delivery subscriptions as
 * PayOnDeliveryLimitsService allows.
 */
@Injectable()
export class SubscriptionCheckoutService {
  private readonly logger = new Logger(SubscriptionCheckoutService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly cycles: BoxCycles,
    private readonly oils: OilSelection,
    private readonly stock: StockService,
    private readonly billing: SubscriptionBilling,
    private readonly fulfilment: CheckoutFulfilment,
    private readonly zones: DeliveryZones,
    private readonly deliveries: BoxDeliveries,
    private readonly payOnDelivery: PayOnDeliveryLimitsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async start(
    userId: string,
    input: CreateSubscriptionCheckoutRequest,
    idempotencyKey: string,
  ): Promise<CreateSubscriptionCheckoutResponse> {
    const paymentMethod = this.paymentMethodFor(input.paymentMethod);
    const zone = await this.zones.zoneOf(
      this.dataSource.manager,
      input.shippingAddress.zipCode,
      'shippingAddress.zipCode',
    );
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager) => {
      // One subscribe at a time per shopper: a double click waits here, then finds the first.
      await takeTurns(manager, `subscription-checkout:${userId}`);
      const earlier = await manager.findOneBy(Subscription, { userId, idempotencyKey });
      if (earlier) return { subscription: earlier, created: false, replacedSession: null };
      const plan = await manager.findOneBy(SubscriptionPlan, { id: input.planId });
      if (!plan) throw new ShopError('PLAN_NOT_FOUND', `Subscription plan ${input.planId} does not exist`);
      await this.oils.check(manager, input.selectedOils, plan.bottleCount);
      if (paymentMethod === 'pay_on_delivery') {
        const cardOffered = this.orders.paymentMethods().includes('stripe');
        await this.payOnDelivery.assertSubscriptionAllowed(manager, userId, cardOffered);
      }
      const replacedSession = await this.closeOpenCheckout(manager, userId);
      const subscription = await this.create(manager, {
        userId,
        plan,
        input,
        paymentMethod,
        idempotencyKey,
        now,
        zone,
      });
      return { subscription, created: true, replacedSession };
    });
    const { subscription } = outcome;
    if (subscription.paymentMethod === 'pay_on_delivery') return { redirectUrl: successPath(subscription.id) };
    if (!outcome.created) {
      if (subscription.status === 'incomplete' && subscription.checkoutUrl) return { url: subscription.checkoutUrl };
      return { redirectUrl: successPath(subscription.id) };
    }
    if (outcome.replacedSession) await this.expireQuietly(outcome.replacedSession);
    return { url: await this.openStripeCheckout(subscription.id, now) };
  }

  /** Card when Stripe is set up (unless the shopper chose otherwise), else pay on delivery. */
  private paymentMethodFor(requested: PaymentMethod | undefined): PaymentMethod {
    const offered = this.orders.paymentMethods();
    if (offered.length === 0) throw new ShopError('SUBSCRIPTION_PAYMENT_UNAVAILABLE');
    if (requested && !offered.includes(requested)) throw new ShopError('PAYMENT_METHOD_UNAVAILABLE');
    return requested ?? offered[0]!;
  }

  private async create(
    manager: EntityManager,
    order: {
      userId: string;
      plan: SubscriptionPlan;
      input: CreateSubscriptionCheckoutRequest;
      paymentMethod: PaymentMethod;
      idempotencyKey: string;
      now: Date;
      zone: DeliveryZone;
    },
  ): Promise<Subscription> {
    const { input, now } = order;
    const products = await this.stock.lock(
      manager,
      [...input.selectedOils].sort((a, b) => a - b),
    );
    for (const product of products) this.stock.assertInStock(product, 1);
    const payOnDelivery = order.paymentMethod === 'pay_on_delivery';
    const saved = await manager.save(
      manager.create(Subscription, {
        userId: order.userId,
        planId: order.plan.id,
        status: payOnDelivery ? 'active' : 'incomplete',
        paymentMethod: order.paymentMethod,
        idempotencyKey: order.idempotencyKey,
        startedAt: payOnDelivery ? now : null,
        currentPeriodStart: payOnDelivery ? now : null,
        currentPeriodEnd: null,
        selectedOils: input.selectedOils,
        shippingAddress: input.shippingAddress,
        stripeSubscriptionId: null,
        stripeCustomerId: null,
        stripeCheckoutSessionId: null,
        checkoutUrl: null,
        cancelAtPeriodEnd: false,
        pausedUntil: null,
        // The first box's window is the one later boxes are booked into; none chosen: the earliest.
        preferredWindowId: input.deliveryWindow?.windowId ?? null,
      }),
    );
    await rememberAddress(manager, order.userId, input.shippingAddress, now);
    const subscription = await this.cycles.lockSubscription(manager, { id: saved.id });
    const firstBox = await this.cycles.create(manager, subscription!, 0, now);
    await this.cycles.reserve(manager, firstBox, input.selectedOils);
    // A card box holds its place while Stripe's page is open, as a card order does; an expired
    // checkout fails the box, which gives the place back.
    await this.deliveries.bookFirstBox(manager, order.zone, firstBox, input.deliveryWindow);
    if (payOnDelivery) {
      await this.cycles.ship(manager, subscription!, firstBox);
      await this.cycles.startPeriod(manager, subscription!, now, renewalOf(now, 1));
    }
    return subscription!;
  }

  /** The shopper's earlier unpaid checkout ends here (its bottles go back); returns its Stripe session to close. */
  private async closeOpenCheckout(manager: EntityManager, userId: string): Promise<string | null> {
    const open = await manager.findOneBy(Subscription, { userId, status: 'incomplete' });
    if (!open) return null;
    const locked = await this.cycles.lockSubscription(manager, { id: open.id });
    await this.fulfilment.expire(manager, locked!);
    return open.stripeCheckoutSessionId;
  }

  private async expireQuietly(sessionId: string): Promise<void> {
    try {
      await this.billing.expireSession(sessionId);
    } catch (error) {
      this.logger.warn(`Could not close replaced Checkout Session ${sessionId}: ${String(error)}`);
    }
  }

  /**
   * After the subscription is committed (no network call inside a transaction holding stock
   * locks). When Stripe cannot be reached the attempt is closed and its bottles go back.
   */
  private async openStripeCheckout(subscriptionId: number, now: Date): Promise<string> {
    const subscription = await this.dataSource
      .getRepository(Subscription)
      .findOneOrFail({ where: { id: subscriptionId }, relations: { plan: true, user: true } });
    let session: { id: string; url: string };
    let customerId: string;
    try {
      const earlierCustomer = await this.dataSource.getRepository(Subscription).findOne({
        where: { userId: subscription.userId, stripeCustomerId: Not(IsNull()) },
        order: { id: 'DESC' },
      });
      customerId = await this.billing.customerFor(subscription.user, earlierCustomer?.stripeCustomerId ?? null);
      session = await this.billing.createCheckoutSession(subscription, customerId, now);
    } catch (error) {
      this.logger.error(`Stripe checkout for subscription ${subscriptionId} failed: ${String(error)}`);
      await this.dataSource.transaction(async (manager) => {
        const locked = await this.cycles.lockSubscription(manager, { id: subscriptionId });
        if (locked) await this.fulfilment.expire(manager, locked);
      });
      throw new ShopError(
        'PAYMENT_PROVIDER_DOWN',
        'Card payment is unavailable right now. Nothing was charged; please try again.',
        {
          cause: error,
        },
      );
    }
    await this.dataSource
      .getRepository(Subscription)
      .update(
        { id: subscriptionId, status: 'incomplete' },
        { stripeCheckoutSessionId: session.id, stripeCustomerId: customerId, checkoutUrl: session.url },
      );
    return session.url;
  }
}
