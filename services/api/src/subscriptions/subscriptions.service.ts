import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import type { Subscription as SubscriptionResponse } from '@shop/contracts/subscriptions';
import { StockService } from '../catalog/stock.service.js';
import { ShopError } from '../common/errors/shop-error.js';
import { BoxCycles } from './box-cycles.service.js';
import { BoxDeliveryViews } from './box-delivery-views.js';
import { OpenCheckouts } from './open-checkouts.js';
import { toSubscriptionResponse } from './subscription-view.js';
import { Subscription } from './subscription.entity.js';

/** The shopper's own subscriptions, for the success and manage pages. */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cycles: BoxCycles,
    private readonly stock: StockService,
    private readonly openCheckouts: OpenCheckouts,
    private readonly deliveries: BoxDeliveryViews,
  ) {}

  /**
   * Every subscription of the shopper but abandoned checkouts, newest first. A card checkout still
   * open is settled with Stripe first: the shopper back from paying sees it active at once.
   */
  async list(userId: string): Promise<SubscriptionResponse[]> {
    await this.openCheckouts.settleFor(userId);
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

  /** Any subscription by id, its row locked (the back office acts on every shopper's). */
  async locked(manager: EntityManager, id: number): Promise<Subscription> {
    const subscription = await this.cycles.lockSubscription(manager, { id });
    if (!subscription) throw new ShopError('SUBSCRIPTION_NOT_FOUND', `Subscription ${id} does not exist`);
    return subscription;
  }

  async view(manager: EntityManager, subscription: Subscription): Promise<SubscriptionResponse> {
    const cycles = await this.cycles.cycles(manager, subscription);
    const ids = subscription.selectedOils ?? [];
    const names = new Map((await this.stock.findMany(manager, ids)).map((product) => [product.id, product.name]));
    const chosen = ids.map((productId) => ({ productId, name: names.get(productId) ?? `Oil ${productId}` }));
    // Only a box set aside and not yet shipped holds a window of its own to show.
    const setAside = cycles.filter((cycle) => cycle.state === 'locked').map((cycle) => cycle.id);
    return toSubscriptionResponse(subscription, cycles, chosen, {
      preferredWindow: await this.deliveries.preferredWindow(manager, subscription),
      boxWindows: await this.deliveries.windowsOfBoxes(manager, setAside),
    });
  }
}
