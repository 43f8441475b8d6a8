import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, LessThan } from 'typeorm';
import { fromCents } from '@shop/contracts/money';
import type {
  Order as OrderResponse,
  PaymentMethod,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@shop/contracts/orders';
import { CartService } from '../cart/cart.service.js';
import { StockService } from '../catalog/stock.service.js';
import { ShopError } from '../common/errors/shop-error.js';
import { takeTurns } from '../common/database/advisory-lock.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { lineTotal, priceLines } from '../pricing/price-lines.js';
import { Order } from './order.entity.js';
import { OrderCancellation } from './order-cancellation.js';
import { OrderEmails } from './order-emails.js';
import { recordOrderEvent } from './order-timeline.js';
import { PayOnDeliveryLimitsService } from './pay-on-delivery-limits.service.js';
import { CHECKOUT_SESSION_MINUTES, StripePaymentsService } from './payments/stripe-payments.service.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { rememberAddress } from '../addresses/addresses.module.js';
import { BookedWindows, toDatedWindow } from '../delivery/bookings/booked-windows.reader.js';
import { WindowBookings } from '../delivery/bookings/window-bookings.js';
import { DeliveryZones } from '../delivery/schedule/delivery-zones.js';
import type { DatedWindow } from '@shop/contracts/delivery-windows';

export function toOrderResponse(order: Order, deliveryWindow: DatedWindow | null = null): OrderResponse {
  return {
    id: order.id,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    phone: order.phone,
    shippingAddress: order.shippingAddress,
    items: order.items,
    subtotal: order.subtotal,
    tax: order.tax,
    shipping: order.shipping,
    total: order.total,
    status: order.status,
    paymentMethod: order.paymentMethod,
    specialInstructions: order.specialInstructions,
    subscriptionId: order.subscriptionId,
    deliveryWindow,
    createdAt: order.createdAt.toISOString(),
  };
}

@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stripe: StripePaymentsService,
    private readonly cart: CartService,
    private readonly stock: StockService,
    private readonly cancellation: OrderCancellation,
    private readonly metrics: MetricsService,
    private readonly emails: OrderEmails,
    private readonly payOnDelivery: PayOnDeliveryLimitsService,
    private readonly zones: DeliveryZones,
    private readonly bookings: WindowBookings,
    private readonly bookedWindows: BookedWindows,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Payment methods this shop is set up for; none means checkout shows "Setup Required". */
  paymentMethods(): PaymentMethod[] {
    return [
      ...(this.stripe.enabled ? (['stripe'] as const) : []),
      ...(this.config.payments.payOnDelivery ? (['pay_on_delivery'] as const) : []),
    ];
  }

  /**
   * Turns the shopper's cart into an order. The same Idempotency-Key returns the same order, so a
   * retried or double-clicked submit never orders twice.
   */
  async place(userId: string, input: PlaceOrderRequest, idempotencyKey: string): Promise<PlaceOrderResponse> {
    if (!this.paymentMethods().includes(input.paymentMethod)) throw new ShopError('PAYMENT_METHOD_UNAVAILABLE');
    const outcome = await this.dataSource.transaction(async (manager) => {
      // One checkout at a time per shopper: a double click waits here, then finds the first order.
      // And the shopper's cart adds wait too, so a line added meanwhile is neither ordered nor lost.
      await takeTurns(manager, `checkout:${userId}`, `cart:${userId}`);
      const earlier = await manager.findOneBy(Order, { userId, idempotencyKey });
      if (earlier) return { order: earlier, created: false, window: undefined };
      return { ...(await this.createFromCart(manager, userId, input, idempotencyKey)), created: true };
    });
    let order = outcome.order;
    if (outcome.created) this.metrics.ordersPlaced.inc({ payment_method: order.paymentMethod });
    if (outcome.created && order.paymentMethod === 'stripe') order = await this.attachCheckoutSession(order);
    return this.placed(order, outcome.window);
  }

  async list(userId: string): Promise<OrderResponse[]> {
    const orders = await this.dataSource
      .getRepository(Order)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const windows = await this.bookedWindows.ofOrders(
      this.dataSource.manager,
      orders.map((order) => order.id),
    );
    return orders.map((order) => toOrderResponse(order, windows.get(order.id) ?? null));
  }

  /** Only the owner sees an order: anyone else gets the same 404 as for an unknown id. */
  async get(userId: string, id: number): Promise<OrderResponse> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id, userId });
    if (!order) throw new ShopError('ORDER_NOT_FOUND', `Order ${id} does not exist`);
    return toOrderResponse(order, await this.bookedWindows.ofOrder(this.dataSource.manager, order.id));
  }

  /**
   * The order and its effects, in the checkout's transaction. Locks are taken as late as they can
   * be, in the one order of every writer: the products (until commit), then the dated window's row
   * (a place is booked last, so checkouts queued on the earliest window wait for the fewest round
   * trips). Refusals keep their order: empty cart, outside the area, pay-on-delivery limits, stock,
   * then the window.
   */
  private async createFromCart(
    manager: EntityManager,
    userId: string,
    input: PlaceOrderRequest,
    idempotencyKey: string,
  ): Promise<{ order: Order; window: DatedWindow }> {
    // The cart is emptied here: a refusal below rolls back the transaction, the cart's lines with it.
    const lines = await this.cart.takeForCheckout(manager, userId);
    if (lines.length === 0) throw new ShopError('CART_EMPTY');
    const zone = await this.zones.zoneOf(manager, input.zipCode);
    if (input.paymentMethod === 'pay_on_delivery') {
      await this.payOnDelivery.assertOrderAllowed(manager, userId, lines, this.stripe.enabled);
    }

    // Name and price as the locked rows have them, once the stock is taken.
    const products = await this.stock.lockAndTake(manager, lines);
    const productById = new Map(products.map((product) => [product.id, product]));
    const items = lines.map(({ productId, quantity }) => {
      const product = productById.get(productId)!;
      const priced = { unitPrice: product.price, quantity };
      return { productId: product.id, name: product.name, ...priced, lineTotal: lineTotal(priced) };
    });
    const amounts = priceLines(items);
    const order = manager.create(Order, {
      userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      shippingAddress: { address: input.address, city: input.city, state: input.state, zipCode: input.zipCode },
      zipCode: input.zipCode,
      billingAddress: null,
      items,
      subtotal: fromCents(amounts.subtotalCents),
      tax: fromCents(amounts.taxCents),
      shipping: fromCents(amounts.shippingCents),
      total: fromCents(amounts.totalCents),
      status: input.paymentMethod === 'pay_on_delivery' ? 'confirmed' : 'pending',
      paymentMethod: input.paymentMethod,
      specialInstructions: input.specialInstructions || null,
      idempotencyKey,
      paymentIntentId: null,
      stripeCheckoutSessionId: null,
      paymentUrl: null,
      subscriptionId: null,
    });
    await manager.save(order);
    await rememberAddress(manager, userId, input, order.createdAt);
    await recordOrderEvent(manager, order.id, 'placed', {
      note: order.paymentMethod === 'pay_on_delivery' ? 'Pay on delivery' : 'Waiting for card payment',
    });
    const owner = { orderId: order.id };
    const day = input.deliveryWindow
      ? await this.bookings.take(manager, zone, input.deliveryWindow, owner)
      : await this.bookings.takeEarliest(manager, zone, owner);
    const window = toDatedWindow(day);
    // A card order is confirmed to the customer when its payment arrives (OrderPaymentEvents).
    if (order.paymentMethod === 'pay_on_delivery') await this.emails.confirmation(manager, order, window);
    return { order, window };
  }

  /**
   * After the order is committed (no network call inside a transaction holding stock locks). Should
   * the process die between the two, the order stays pending without a session until
   * cancelAbandonedCardOrders gives its stock back.
   */
  private async attachCheckoutSession(order: Order): Promise<Order> {
    let session: { id: string; url: string };
    try {
      session = await this.stripe.createCheckoutSession(order);
    } catch (error) {
      this.logger.error(`Stripe checkout session for order ${order.id} failed: ${String(error)}`);
      await this.dataSource.transaction(async (manager) => {
        const locked = await manager.findOne(Order, { where: { id: order.id }, lock: { mode: 'pessimistic_write' } });
        if (locked?.status !== 'pending') return;
        // Frees the shopper's Idempotency-Key: retrying the same checkout must try again, not
        // answer with this cancelled order.
        locked.idempotencyKey = `released-${locked.id}`;
        await this.cancellation.cancelAndRestock(manager, locked);
      });
      throw new ShopError('PAYMENT_PROVIDER_DOWN', undefined, { cause: error });
    }
    // Only while still pending: a sweep that already cancelled the order must not be undone.
    await this.dataSource
      .getRepository(Order)
      .update({ id: order.id, status: 'pending' }, { stripeCheckoutSessionId: session.id, paymentUrl: session.url });
    return this.dataSource.getRepository(Order).findOneByOrFail({ id: order.id });
  }

  /**
   * Cancels card orders still pending with no Checkout Session once a session would have expired
   * (the process stopped between committing the order and reaching Stripe), giving their stock
   * and cart lines back. Rows are taken with SKIP LOCKED, so several API processes sweeping at
   * once each cancel different orders, and each order once. Returns how many were cancelled.
   */
  async cancelAbandonedCardOrders(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - CHECKOUT_SESSION_MINUTES * 60_000);
    const batchSize = 50;
    let cancelled = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const orders = await manager
          .createQueryBuilder(Order, 'order')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .where({
            status: 'pending',
            paymentMethod: 'stripe',
            stripeCheckoutSessionId: IsNull(),
            createdAt: LessThan(cutoff),
          })
          .orderBy('order.id', 'ASC')
          .limit(batchSize)
          .getMany();
        for (const order of orders) {
          this.logger.warn(`Order ${order.id} never reached Stripe; cancelling it and returning its stock`);
          await this.cancellation.cancelAndRestock(manager, order);
        }
        return orders.length;
      });
      cancelled += batch;
      if (batch < batchSize) return cancelled;
    }
  }

  /** `window`: the one just booked, or undefined to read it (an order placed earlier). */
  private async placed(order: Order, window?: DatedWindow): Promise<PlaceOrderResponse> {
    const deliveryWindow = window ?? (await this.bookedWindows.ofOrder(this.dataSource.manager, order.id));
    return {
      order: toOrderResponse(order, deliveryWindow),
      paymentUrl: order.status === 'pending' ? order.paymentUrl : null,
    };
  }
}
