import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { SUGGESTED_WINDOWS } from '@shop/contracts/delivery-windows';
import { addShopDays, shopDate, shopInstant, shopWeekday } from '../../common/shop-calendar.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { DeliveryClosure } from './delivery-closure.entity.js';
import { DeliveryOffers } from './delivery-offers.js';
import { DeliveryWindow } from './delivery-window.entity.js';
import type { DeliveryZone } from './delivery-zone.entity.js';
import { cutoffOf, type DatedOffer } from './offered-windows.js';

export type { DatedOffer };

/** One weekly window on a day asked about, and whether it can be booked or why not. */
export type WindowOnDay = { startsAt: Date; endsAt: Date } & (
  | { state: 'open' | 'full' | 'past-cutoff'; cutoffAt: Date }
  | { state: 'closed'; reason: string }
  /** Further ahead than windows are offered (DELIVERY_BOOKING_DAYS). */
  | { state: 'not-yet' }
);

export interface DayWindows {
  date: string;
  /** None: the zone has no window on that weekday. */
  windows: WindowOnDay[];
}

export interface ZoneDays {
  /** ISO weekdays (1 = Monday) the zone has windows on. */
  weekdays: number[];
  /** How many shop days ahead windows are offered. */
  bookingDays: number;
  days: DayWindows[];
  /** The windows with room to offer instead: after the days asked about, else the first ones. */
  next: DatedOffer[];
}

/**
 * A zone's week as a shopper asks about it ("can I get it Saturday?"): each window of the days
 * named, open or full with its cutoff, closed with the closure's reason, past its cutoff or not
 * bookable yet, and the next windows with room, from the same offer checkout books from.
 */
@Injectable()
export class ScheduleDays {
  constructor(
    private readonly offers: DeliveryOffers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `dates`: shop days, earliest first, none before today. */
  async of(manager: EntityManager, zone: DeliveryZone, dates: readonly string[]): Promise<ZoneDays> {
    const offers = await this.offers.forZone(manager, zone);
    const windows = await manager.find(DeliveryWindow, {
      where: { zoneId: zone.id, retiredAt: IsNull() },
      order: { startMinute: 'ASC' },
    });
    const closures = dates.length
      ? await manager
          .createQueryBuilder(DeliveryClosure, 'closure')
          .where('(closure.zoneId IS NULL OR closure.zoneId = :zoneId)', { zoneId: zone.id })
          .andWhere('closure.toDate >= :first AND closure.fromDate <= :last', { first: dates[0], last: dates.at(-1) })
          .orderBy('closure.id')
          .getMany()
      : [];
    const lastOffered = addShopDays(shopDate(this.offers.now()), this.config.delivery.bookingDays - 1);

    const windowOn = (window: DeliveryWindow, date: string): WindowOnDay => {
      const startsAt = shopInstant(date, window.startMinute);
      const endsAt = shopInstant(date, window.endMinute);
      const closure = closures.find(
        (candidate) =>
          (candidate.windowId === null || candidate.windowId === window.id) &&
          candidate.fromDate <= date &&
          date <= candidate.toDate,
      );
      if (closure) return { startsAt, endsAt, state: 'closed', reason: closure.reason };
      const offer = offers.find((candidate) => candidate.windowId === window.id && candidate.date === date);
      if (offer) return { startsAt, endsAt, state: offer.placesLeft > 0 ? 'open' : 'full', cutoffAt: offer.cutoffAt };
      if (date > lastOffered) return { startsAt, endsAt, state: 'not-yet' };
      return { startsAt, endsAt, state: 'past-cutoff', cutoffAt: cutoffOf(zone, date, startsAt) };
    };

    return {
      weekdays: [...new Set(windows.map((window) => window.weekday))].sort(),
      bookingDays: this.config.delivery.bookingDays,
      days: dates.map((date) => ({
        date,
        windows: windows
          .filter((window) => window.weekday === shopWeekday(date))
          .map((window) => windowOn(window, date)),
      })),
      next: nextWithRoom(offers, dates),
    };
  }
}

/** A shopper who wanted Saturday hears of the windows after it, not of Thursday's. */
function nextWithRoom(offers: readonly DatedOffer[], dates: readonly string[]): DatedOffer[] {
  const withRoom = offers.filter((offer) => offer.placesLeft > 0 && !dates.includes(offer.date));
  const lastAsked = dates.at(-1);
  const after = lastAsked ? withRoom.filter((offer) => offer.date > lastAsked) : [];
  return (after.length ? after : withRoom).slice(0, SUGGESTED_WINDOWS);
}
