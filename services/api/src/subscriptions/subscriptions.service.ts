import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import type { Subscription as SubscriptionResponse } from '@shop/contracts/subscriptions';
import { StockService } from '../catalog/stock.service.js';
import { ShopError } from '../common/errors/shop-error.js';
import { BoxCycles } from './box-cycles.service.js';
import { CheckoutFulfilment } from './checkout-fulfilment.js';
import { SubscriptionBilling } from './subscription-billing.js';
import { toSubscriptionResponse } from './subscription-view.js';
import { Subscription } from './subscription.entity.js';

/** The shopper's own subscriptions, for the success and manage pages. */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cycles: BoxCycles,
    private readonly stock: StockService,
    private readonly billing: SubscriptionBilling,
    private readonly fulfilment: CheckoutFulfilment,
  ) {}

  /** Every subscription of the shopper but abandoned checkouts, newest first. */
  async list(userId: string): Promise<SubscriptionResponse[]> {
    await this.settleOpenCheckout(userId);
    const subscriptions = await this.dataSource.getRepository(Subscription).find({
      where: { userId, status: Not('expired') },
      relations: { plan: true },
      order: { id: 'DESC' },
    });
    return Promise.all(subscriptions.map((subscription) => this.view(this.dataSource.manager, subscription)));
  }

  /** Only the owner sees a subscription: anyone else gets the same 404 as for an unknown id. */
  async ownedBy(manager: EntityManager, userId: string, id: number): Promise<Subscription> {
    const subscription = await this.cycles.lockSubscription(manager, { id, userId });
    if (!subscription) throw new ShopError('SUBSCRIPTION_NOT_FOUND', `Subscription ${id} does not exist`);
    return subscription;
  }

  async view(manager: EntityManager, subscription: Subscription): Promise<SubscriptionResponse> {
    const cycles = await this.cycles.cycles(manager, subscription);
    const ids = subscription.selectedOils ?? [];
    const names = new Map((await this.stock.findMany(manager, ids)).map((product) => [product.id, product.name]));
    const chosen = ids.map((productId) => ({ productId, name: names.get(productId) ?? `Oil ${productId}` }));
    return toSubscriptionResponse(subscription, cycles, chosen);
  }

  /**
   * The shopper is back from Stripe Checkout (or looking while it is open): ask Stripe how the
   * session ended, so the success page shows the subscription active without waiting for the
   * webhook. The webhook, arriving later, finds the work done.
   */
  private async settleOpenCheckout(userId: string): Promise<void> {
    const open = await this.dataSource
      .getRepository(Subscription)
      .findOneBy({ userId, status: 'incomplete', paymentMethod: 'stripe' });
    if (!open?.stripeCheckoutSessionId || !this.billing.enabled) return;
    try {
      const session = await this.billing.retrieveSession(open.stripeCheckoutSessionId);
      const stripeSubscriptionId =
        typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
      const paid = session.status === 'complete' && session.payment_status !== 'unpaid' && stripeSubscriptionId;
      const current = paid ? await this.billing.retrieveSubscription(stripeSubscriptionId) : null;
      if (session.status !== 'expired' && !current) return;
      await this.dataSource.transaction(async (manager) => {
        const subscription = await this.cycles.lockSubscription(manager, { id: open.id });
        if (!subscription) return;
        if (!current) return void (await this.fulfilment.expire(manager, subscription));
        await this.fulfilment.activate(manager, subscription, current);
        const invoice = typeof session.invoice === 'string' ? session.invoice : (session.invoice?.id ?? null);
        await this.fulfilment.firstBoxPaid(manager, subscription, invoice);
      });
    } catch (error) {
      this.logger.warn(`Could not ask Stripe about subscription ${open.id}'s checkout: ${String(error)}`);
    }
  }
}
