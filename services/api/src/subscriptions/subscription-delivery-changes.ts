import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SUGGESTED_WINDOWS, type DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import type { Subscription as SubscriptionResponse, SubscriptionDeliveryWindows } from '@shop/contracts/subscriptions';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { HeldPlaces } from '../delivery/bookings/held-places.js';
import { WindowBookings } from '../delivery/bookings/window-bookings.js';
import { DeliveryOffers, toOfferedWindow } from '../delivery/schedule/delivery-offers.js';
import type { DeliveryZone } from '../delivery/schedule/delivery-zone.entity.js';
import type { DatedOffer } from '../delivery/schedule/schedule-days.js';
import { ZoneWindows } from '../delivery/schedule/zone-windows.js';
import { BoxCycles } from './box-cycles.service.js';
import { BoxDeliveries } from './box-deliveries.js';
import { firstDeliveryDay, startsAfterMade } from './box-delivery-days.js';
import { BoxDeliveryViews } from './box-delivery-views.js';
import { SubscriptionCycle } from './subscription-cycle.entity.js';
import { nextBoxOf } from './subscription-view.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsService } from './subscriptions.service.js';

const notAllowed = (message: string) => new ShopError('SUBSCRIPTION_CHANGE_NOT_ALLOWED', message);

/** Delivery windows matter only while boxes are still coming. */
function assertBoxesComing(subscription: Subscription): void {
  if (subscription.status === 'cancelled' || subscription.status === 'expired') {
    throw notAllowed('This subscription has ended: no more boxes are coming.');
  }
}

/**
 * The shopper's say in when boxes come: the usual window, and another window for a box set aside
 * (until the cutoff of the window it holds). Only the owner: anyone else gets the 404 of an
 * unknown id. Each change holds the subscription's row lock, so it never races the scheduler.
 */
@Injectable()
export class SubscriptionDeliveryChanges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly cycles: BoxCycles,
    private readonly deliveries: BoxDeliveries,
    private readonly views: BoxDeliveryViews,
    private readonly offers: DeliveryOffers,
    private readonly bookings: WindowBookings,
    private readonly zoneWindows: ZoneWindows,
    private readonly places: HeldPlaces,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The weekly windows of the subscription's zone, and the windows its next box may move to now. */
  async windows(userId: string, id: number): Promise<SubscriptionDeliveryWindows> {
    const manager = this.dataSource.manager;
    const subscription = await manager.findOneBy(Subscription, { id, userId });
    if (!subscription) throw new ShopError('SUBSCRIPTION_NOT_FOUND', `Subscription ${id} does not exist`);
    const zone = await this.deliveries.zoneOf(manager, subscription);
    const next = nextBoxOf(subscription, await this.cycles.cycles(manager, subscription));
    const movable = next && (await this.movable(manager, next)) ? next : null;
    const offers = movable ? await this.offersFor(manager, zone, movable) : [];
    return {
      zone: { id: zone.id, name: zone.name },
      weeklyWindows: await this.views.weeklyWindows(manager, zone),
      boxId: movable?.id ?? null,
      boxWindows: offers.filter((offer) => offer.placesLeft > 0).map(toOfferedWindow),
    };
  }

  /** The usual window every later box is booked into (null: the earliest with room). */
  setPreference(userId: string, id: number, windowId: number | null): Promise<SubscriptionResponse> {
    return this.dataSource.transaction(async (manager) => {
      const subscription = await this.subscriptions.ownedBy(manager, userId, id);
      assertBoxesComing(subscription);
      if (windowId !== null) {
        const zone = await this.deliveries.zoneOf(manager, subscription);
        const window = await this.zoneWindows.find(manager, windowId);
        if (!window || window.retired || window.zoneId !== zone.id) {
          const message = 'That delivery window is not one of the windows for your address.';
          throw new ShopError('DELIVERY_WINDOW_NOT_OFFERED', message, {
            fieldErrors: [{ field: 'windowId', message }],
          });
        }
      }
      subscription.preferredWindowId = windowId;
      await manager.save(subscription);
      return this.subscriptions.view(manager, subscription);
    });
  }

  /**
   * Another window for a box set aside (booked, or waiting for a window), offered from its
   * renewal day, until the cutoff of the window it holds (409 DELIVERY_WINDOW_LOCKED after).
   */
  moveBox(userId: string, id: number, boxId: number, choice: DeliveryWindowChoice): Promise<SubscriptionResponse> {
    return this.dataSource.transaction(async (manager) => {
      const subscription = await this.subscriptions.ownedBy(manager, userId, id);
      const box = await manager.findOneBy(SubscriptionCycle, { id: boxId, subscriptionId: subscription.id });
      if (!box) throw new ShopError('SUBSCRIPTION_BOX_NOT_FOUND', `Box ${boxId} does not exist`);
      assertBoxesComing(subscription);
      if (box.state === 'ordered') {
        throw notAllowed(`This box is now order ${box.orderId}: change its delivery window on the order.`);
      }
      if (box.state !== 'locked') {
        throw notAllowed(
          'This box is booked into a delivery window when its bottles are set aside. Choose your usual window instead.',
        );
      }
      if (!(await this.movable(manager, box))) throw new ShopError('DELIVERY_WINDOW_LOCKED');
      const zone = await this.deliveries.zoneOf(manager, subscription);
      const offers = await this.offersFor(manager, zone, box);
      const isChoice = (offer: DatedOffer) => offer.windowId === choice.windowId && offer.date === choice.date;
      const refusal = (code: 'DELIVERY_WINDOW_NOT_OFFERED' | 'DELIVERY_WINDOW_FULL') =>
        new ShopError(code, undefined, {
          deliveryWindows: offers
            .filter((offer) => offer.placesLeft > 0 && !isChoice(offer))
            .slice(0, SUGGESTED_WINDOWS)
            .map(toOfferedWindow),
          fieldErrors: [{ field: 'windowId', message: new ShopError(code).message }],
        });
      if (!offers.some(isChoice)) throw refusal('DELIVERY_WINDOW_NOT_OFFERED');
      try {
        // Offered was checked above from the box's own first day (WindowBookings checks from today).
        await this.bookings.take(manager, zone, choice, { subscriptionCycleId: box.id }, { ignoreCutoff: true });
      } catch (error) {
        if (error instanceof ShopError && error.code === 'DELIVERY_WINDOW_FULL') throw refusal('DELIVERY_WINDOW_FULL');
        throw error;
      }
      return this.subscriptions.view(manager, subscription);
    });
  }

  /** A box set aside may move while the window it holds (if any) is before its cutoff. */
  private async movable(manager: EntityManager, box: SubscriptionCycle): Promise<boolean> {
    if (box.state !== 'locked') return false;
    const held = await this.places.ofBox(manager, box.id);
    return !held || this.clock.now().getTime() < held.cutoffAt.getTime();
  }

  /** The windows a box can take: offered from its first day, starting after it becomes an order. */
  private async offersFor(manager: EntityManager, zone: DeliveryZone, box: SubscriptionCycle): Promise<DatedOffer[]> {
    const now = this.clock.now();
    const offers = await this.offers.forZone(manager, zone, firstDeliveryDay(box, now));
    return offers.filter((offer) => startsAfterMade(box, now, offer));
  }
}
