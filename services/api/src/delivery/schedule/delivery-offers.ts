import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import type { OfferedWindow } from '@shop/contracts/delivery-windows';
import { CLOCK, type Clock } from '../../common/clock.js';
import { addShopDays, shopDate } from '../../common/shop-calendar.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { DeliveryWindow } from './delivery-window.entity.js';
import type { DeliveryZone } from './delivery-zone.entity.js';
import { bookingKey, type ClosedDays, type DatedOffer, offeredWindows } from './offered-windows.js';
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

/** The closures over a zone ($1) between two shop days ($2, $3), as ClosedDays. */
const CLOSURES_SQL = `SELECT 'closed' AS kind, c."windowId", c."fromDate"::text AS "fromDate", c."toDate"::text AS "toDate",
         0 AS taken, false AS departed
    FROM delivery_closures c
   WHERE (c."zoneId" IS NULL OR c."zoneId" = $1) AND c."toDate" >= $2 AND c."fromDate" <= $3`;

/**
 * A zone's dated windows from its weekly schedule, closures and bookings, read fresh on every
 * call (two indexed reads): no stored slots to regenerate when the owner edits the week.
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
    const windows = await manager.findBy(DeliveryWindow, { zoneId: zone.id, retiredAt: IsNull() });
    return this.offersOf(manager, zone, windows, fromDate);
  }

  /**
   * forZone, with the zone's windows held shared (in id order) until the transaction ends, so no
   * edit of their hours and no closure over them commits meanwhile (editors lock them exclusively):
   * the offers stay true, except for the places taken and departed vans, which a booking checks
   * under the day's lock. The windows come along, as booked from.
   */
  async holdZone(
    manager: EntityManager,
    zone: DeliveryZone,
    fromDate?: string,
  ): Promise<{ windows: DeliveryWindow[]; offers: DatedOffer[] }> {
    const windows = await manager.find(DeliveryWindow, {
      where: { zoneId: zone.id, retiredAt: IsNull() },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_read' },
    });
    return { windows, offers: await this.offersOf(manager, zone, windows, fromDate) };
  }

  /**
   * The dates one window is offered on, closures and cutoff considered but not its places or a
   * departed van (a booking checks both under the day's lock): what a chosen window is checked
   * against, with one read (the closures) instead of forZone's two.
   */
  async ofWindow(
    manager: EntityManager,
    zone: DeliveryZone,
    window: DeliveryWindow,
    fromDate?: string,
  ): Promise<DatedOffer[]> {
    const { now, first, last, days } = this.horizon(fromDate);
    const closures = await this.closures(manager, zone, first, last);
    return offeredWindows({ windows: [window], cutoff: zone, closures, booked: new Map(), now, days, fromDate: first });
  }

  private async offersOf(
    manager: EntityManager,
    zone: DeliveryZone,
    windows: readonly DeliveryWindow[],
    fromDate: string | undefined,
  ): Promise<DatedOffer[]> {
    const { now, first, last, days } = this.horizon(fromDate);
    // The zone's closures and its dated windows in one read: places taken per dated window, and
    // whether its van has left (its run started: the runs module's table, read by SQL since this
    // module cannot depend on that one), which closes that dated window.
    const rows: {
      kind: 'closed' | 'booked';
      windowId: number | null;
      fromDate: string;
      toDate: string;
      taken: number;
      departed: boolean;
    }[] = await manager.query(
      `${CLOSURES_SQL}
       UNION ALL
       SELECT 'booked', d."windowId", d."deliveryDate"::text, d."deliveryDate"::text, count(b.id)::int,
              EXISTS (SELECT 1 FROM delivery_runs r WHERE r."windowDayId" = d.id AND r."startedAt" IS NOT NULL)
         FROM delivery_window_days d
         JOIN delivery_windows w ON w.id = d."windowId"
         LEFT JOIN delivery_bookings b ON b."windowDayId" = d.id
        WHERE w."zoneId" = $1 AND d."deliveryDate" BETWEEN $2 AND $3
        GROUP BY d.id, d."windowId", d."deliveryDate"`,
      [zone.id, first, last],
    );
    const dated = rows.filter((row) => row.kind === 'booked');
    const booked = new Map(dated.map((row) => [bookingKey(row.windowId!, row.fromDate), row.taken]));
    const closures = rows.filter((row) => row.kind === 'closed' || row.departed);
    return offeredWindows({ windows, cutoff: zone, closures, booked, now, days, fromDate: first });
  }

  /** The shop days searched: from today (or a later `fromDate`), DELIVERY_BOOKING_DAYS of them. */
  private horizon(fromDate: string | undefined): { now: Date; first: string; last: string; days: number } {
    const now = this.clock.now();
    const first = fromDate && fromDate > shopDate(now) ? fromDate : shopDate(now);
    const days = this.config.delivery.bookingDays;
    return { now, first, last: addShopDays(first, days - 1), days };
  }

  private async closures(
    manager: EntityManager,
    zone: DeliveryZone,
    first: string,
    last: string,
  ): Promise<ClosedDays[]> {
    return manager.query(CLOSURES_SQL, [zone.id, first, last]);
  }

  /** The windows with room, as shoppers see them. */
  async withRoom(manager: EntityManager, zone: DeliveryZone, fromDate?: string): Promise<OfferedWindow[]> {
    return (await this.forZone(manager, zone, fromDate)).filter((offer) => offer.placesLeft > 0).map(toOfferedWindow);
  }
}
