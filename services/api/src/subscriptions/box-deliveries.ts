import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { HeldPlaces } from '../delivery/bookings/held-places.js';
import { WindowBookings } from '../delivery/bookings/window-bookings.js';
import { DeliveryOffers } from '../delivery/schedule/delivery-offers.js';
import type { DeliveryZone } from '../delivery/schedule/delivery-zone.entity.js';
import { DeliveryZones } from '../delivery/schedule/delivery-zones.js';
import type { DatedOffer } from '../delivery/schedule/schedule-days.js';
import { ZoneWindows } from '../delivery/schedule/zone-windows.js';
import { firstDeliveryDay, madeBy, startsAfterMade, usualDay } from './box-delivery-days.js';
import { type BoxBooking, BoxDeliveryNotice } from './box-delivery-notice.js';
import type { BoxBookingReason } from './subscription-emails.js';
import type { SubscriptionCycle } from './subscription-cycle.entity.js';
import type { Subscription } from './subscription.entity.js';

/** Refusals of one dated window that leave the others to try. */
const TRY_NEXT = new Set<string>(['DELIVERY_WINDOW_FULL', 'DELIVERY_WINDOW_NOT_OFFERED']);

/**
 * The delivery windows of a subscription's boxes. Box 0 is booked at subscribing; every later box
 * once its bottles are set aside (at its cutoff, or when a held box gets its oils), into the
 * subscription's usual window on its first day from the renewal (starting after the box becomes
 * an order), else the zone's earliest window with room, and the shopper is told which and why.
 * Its place goes to the box's order when it ships, and back to the window when the box is
 * skipped, fails or is cancelled.
 *
 * Every call runs in a transaction holding the subscription's row lock; dated windows are locked
 * after the products (WindowBookings.take), before any order is made: the one lock order.
 */
@Injectable()
export class BoxDeliveries {
  constructor(
    private readonly zones: DeliveryZones,
    private readonly offers: DeliveryOffers,
    private readonly bookings: WindowBookings,
    private readonly windows: ZoneWindows,
    private readonly places: HeldPlaces,
    private readonly notice: BoxDeliveryNotice,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The zone of the subscription's address (a 400 naming `field` when the shop does not deliver there). */
  zoneOf(manager: EntityManager, subscription: Subscription, field = 'shippingAddress.zipCode'): Promise<DeliveryZone> {
    return this.zones.zoneOf(manager, subscription.shippingAddress.zipCode, field);
  }

  /** Box 0, in the subscribing transaction: the window chosen (409 when not offered or full), else the earliest with room. */
  async bookFirstBox(
    manager: EntityManager,
    zone: DeliveryZone,
    cycle: SubscriptionCycle,
    choice: DeliveryWindowChoice | undefined,
  ): Promise<void> {
    const owner = { subscriptionCycleId: cycle.id };
    if (choice) await this.bookings.take(manager, zone, choice, owner);
    else await this.bookings.takeEarliest(manager, zone, owner);
  }

  /** A box whose bottles were just set aside: its window, and the e-mail saying which and why. */
  async bookSetAside(manager: EntityManager, subscription: Subscription, cycle: SubscriptionCycle): Promise<void> {
    const held = await this.places.ofBox(manager, cycle.id);
    if (held && held.deliveryDate >= firstDeliveryDay(cycle, this.clock.now())) return;
    await this.notice.send(manager, subscription, cycle, await this.book(manager, subscription, cycle));
  }

  /**
   * Before the box's order is made: a place in a window that has begun or passed (a card payment
   * that came late, a scheduler that was down) is no use, so the box is booked again from now.
   */
  async prepareShipping(manager: EntityManager, subscription: Subscription, cycle: SubscriptionCycle): Promise<void> {
    const held = await this.places.ofBox(manager, cycle.id);
    if (held && held.startsAt.getTime() > this.clock.now().getTime()) return;
    const booking = await this.book(manager, subscription, cycle, held ? 'day_passed' : undefined);
    await this.notice.send(manager, subscription, cycle, booking);
  }

  /** The box is now an order: its place is the order's. */
  async handOver(manager: EntityManager, cycle: SubscriptionCycle, orderId: number): Promise<void> {
    await this.bookings.handOver(manager, cycle.id, orderId);
  }

  /** A box skipped, failed or cancelled gives its place back (an order's place stays with the order). */
  async release(manager: EntityManager, cycle: SubscriptionCycle): Promise<void> {
    if (cycle.orderId !== null) return;
    await this.bookings.release(manager, { subscriptionCycleId: cycle.id });
  }

  /**
   * The address moved to `zone`: a usual window of another zone is forgotten, and every box set
   * aside but not shipped that is booked elsewhere (or not at all) is booked there.
   */
  async addressChanged(
    manager: EntityManager,
    subscription: Subscription,
    zone: DeliveryZone,
    cycles: readonly SubscriptionCycle[],
  ): Promise<void> {
    if (subscription.preferredWindowId !== null) {
      const preferred = await this.windows.find(manager, subscription.preferredWindowId);
      if (preferred?.zoneId !== zone.id) {
        subscription.preferredWindowId = null;
        await manager.save(subscription);
      }
    }
    for (const cycle of cycles) {
      if (cycle.state !== 'locked' || cycle.orderId !== null) continue;
      if ((await this.places.ofBox(manager, cycle.id))?.zoneId === zone.id) continue;
      await this.notice.send(
        manager,
        subscription,
        cycle,
        await this.book(manager, subscription, cycle, 'address_changed'),
      );
    }
  }

  /**
   * Books the box from its first day: the usual window's day when it has room, else the earliest
   * window with room within the horizon, else none (its old place, if any, given back).
   */
  private async book(
    manager: EntityManager,
    subscription: Subscription,
    cycle: SubscriptionCycle,
    otherReason?: BoxBookingReason,
  ): Promise<BoxBooking> {
    const now = this.clock.now();
    const fromDate = firstDeliveryDay(cycle, now);
    const zone = await this.zoneOrNone(manager, subscription);
    const chosen = subscription.preferredWindowId
      ? await this.windows.find(manager, subscription.preferredWindowId)
      : null;
    const preferred = chosen && !chosen.retired && chosen.zoneId === zone?.id ? chosen : null;
    const preferredDay = preferred ? usualDay(preferred, fromDate, madeBy(cycle, now)) : null;
    const isPreferred = (offer: DatedOffer) => offer.windowId === preferred?.id && offer.date === preferredDay;
    const offers = zone
      ? (await this.offers.forZone(manager, zone, fromDate)).filter((offer) => startsAfterMade(cycle, now, offer))
      : [];
    const withRoom = offers.filter((offer) => offer.placesLeft > 0);
    let booked: DatedOffer | null = null;
    for (const offer of [...withRoom.filter(isPreferred), ...withRoom.filter((offer) => !isPreferred(offer))]) {
      try {
        // Offered was checked by forZone from the box's first day (WindowBookings checks from today).
        await this.bookings.take(manager, zone!, offer, { subscriptionCycleId: cycle.id }, { ignoreCutoff: true });
        booked = offer;
        break;
      } catch (error) {
        // Filled up meanwhile, or its van has already left: the next one.
        if (!(error instanceof ShopError) || !TRY_NEXT.has(error.code)) throw error;
      }
    }
    if (!booked) await this.release(manager, cycle);
    const reason: BoxBookingReason =
      booked && isPreferred(booked)
        ? 'preferred'
        : (otherReason ??
          (!chosen
            ? 'no_preference'
            : !preferred
              ? 'preferred_unavailable'
              : offers.some(isPreferred)
                ? 'preferred_full'
                : 'preferred_closed'));
    const place = booked ? await this.places.ofBox(manager, cycle.id) : null;
    return { place, reason, preferred, preferredDay, fromDate };
  }

  /** A zone, or none when the address is no longer in the area (the box waits for staff). */
  private async zoneOrNone(manager: EntityManager, subscription: Subscription): Promise<DeliveryZone | null> {
    try {
      return await this.zoneOf(manager, subscription);
    } catch (error) {
      if (error instanceof ShopError && error.code === 'OUTSIDE_DELIVERY_AREA') return null;
      throw error;
    }
  }
}
