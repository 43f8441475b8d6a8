import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import type { OfferedWindow } from '@shop/contracts/delivery-windows';
import { CLOCK, type Clock } from '../../common/clock.js';
import { addShopDays, shopDate } from '../../common/shop-calendar.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { DeliveryClosure } from './delivery-closure.entity.js';
import { DeliveryWindow } from './delivery-window.entity.js';
import type { DeliveryZone } from './delivery-zone.entity.js';
import { bookingKey, type DatedOffer, offeredWindows } from './offered-windows.js';
import { cutoffLabel, windowLabel } from './window-labels.js';

/** An offer as shoppers see it: times as ISO instants, labels in the shop's time. */
export function toOfferedWindow(offer: DatedOffer): OfferedWindow {
  return {
    windowId: offer.windowId,
    date: offer.date,
    startsAt: offer.startsAt.toISOString(),
    endsAt: offer.endsAt.toISOString(),
    label: windowLabel(offer.startsAt, offer.endsAt),
    cutoffAt: offer.cutoffAt.toISOString(),
    cutoffLabel: cutoffLabel(offer.cutoffAt),
  };
}

/**
 * A zone's dated windows from its weekly schedule, closures and bookings, read fresh on every
 * call (three indexed reads): no stored slots to regenerate when the owner edits the week.
 */
@Injectable()
export class DeliveryOffers {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** Every window of the zone still before its cutoff within the horizon, full ones included. */
  async forZone(manager: EntityManager, zone: DeliveryZone, fromDate?: string): Promise<DatedOffer[]> {
    const now = this.clock.now();
    const first = fromDate && fromDate > shopDate(now) ? fromDate : shopDate(now);
    const days = this.config.delivery.bookingDays;
    const last = addShopDays(first, days - 1);
    const windows = await manager.findBy(DeliveryWindow, { zoneId: zone.id, retiredAt: IsNull() });
    const closures = await manager
      .createQueryBuilder(DeliveryClosure, 'closure')
      .where('(closure.zoneId IS NULL OR closure.zoneId = :zoneId)', { zoneId: zone.id })
      .andWhere('closure.toDate >= :first AND closure.fromDate <= :last', { first, last })
      .getMany();
    // Places taken per dated window, and whether its van has left (its run started: the runs
    // module's table, read by SQL since this module cannot depend on that one).
    const datedDays: { windowId: number; deliveryDate: string; taken: string; departed: boolean }[] =
      await manager.query(
        `SELECT d."windowId", d."deliveryDate"::text AS "deliveryDate", count(b.id)::text AS taken,
              EXISTS (SELECT 1 FROM delivery_runs r WHERE r."windowDayId" = d.id AND r."startedAt" IS NOT NULL) AS departed
         FROM delivery_window_days d
         JOIN delivery_windows w ON w.id = d."windowId"
         LEFT JOIN delivery_bookings b ON b."windowDayId" = d.id
        WHERE w."zoneId" = $1 AND d."deliveryDate" BETWEEN $2 AND $3
        GROUP BY d.id, d."windowId", d."deliveryDate"`,
        [zone.id, first, last],
      );
    const booked = new Map(datedDays.map((row) => [bookingKey(row.windowId, row.deliveryDate), Number(row.taken)]));
    const departed = datedDays
      .filter((row) => row.departed)
      .map((row) => ({ windowId: row.windowId, fromDate: row.deliveryDate, toDate: row.deliveryDate }));
    return offeredWindows({
      windows,
      cutoff: zone,
      closures: [...closures, ...departed],
      booked,
      now,
      days,
      fromDate: first,
    });
  }

  /** The windows with room, as shoppers see them. */
  async withRoom(manager: EntityManager, zone: DeliveryZone, fromDate?: string): Promise<OfferedWindow[]> {
    return (await this.forZone(manager, zone, fromDate)).filter((offer) => offer.placesLeft > 0).map(toOfferedWindow);
  }
}
