import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { addShopDays, shopDate, shopWeekday } from '../common/shop-calendar.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { DeliveryClosure } from './schedule/delivery-closure.entity.js';
import { DeliveryWindow } from './schedule/delivery-window.entity.js';
import { DeliveryZone } from './schedule/delivery-zone.entity.js';
import { bookingKey, isClosed } from './schedule/offered-windows.js';

/** The days the gauge looks ahead, today included. */
export const UTILISATION_DAYS = 7;

export interface ZoneUtilisation {
  zone: string;
  booked: number;
  capacity: number;
}

/**
 * Places booked against places offered per zone over the next days. A day counts every window of
 * its weekday that is not closed; a retired window counts only on days it still has bookings (it
 * runs for them). Past cutoffs still count: a full Saturday at its cutoff is what the owner wants
 * to see.
 */
export async function zoneUtilisation(manager: EntityManager, today: string): Promise<ZoneUtilisation[]> {
  const last = addShopDays(today, UTILISATION_DAYS - 1);
  const zones = await manager.find(DeliveryZone, { order: { id: 'ASC' } });
  const windows = await manager.find(DeliveryWindow);
  const closures = await manager
    .createQueryBuilder(DeliveryClosure, 'closure')
    .where('closure.toDate >= :today AND closure.fromDate <= :last', { today, last })
    .getMany();
  const counts: { windowId: number; deliveryDate: string; taken: string }[] = await manager.query(
    `SELECT d."windowId", d."deliveryDate"::text AS "deliveryDate", count(b.id)::text AS taken
       FROM delivery_window_days d JOIN delivery_bookings b ON b."windowDayId" = d.id
      WHERE d."deliveryDate" BETWEEN $1 AND $2
      GROUP BY d."windowId", d."deliveryDate"`,
    [today, last],
  );
  const booked = new Map(counts.map((row) => [bookingKey(row.windowId, row.deliveryDate), Number(row.taken)]));
  return zones.map((zone) => {
    const ofZone = closures.filter((closure) => closure.zoneId === null || closure.zoneId === zone.id);
    const totals = { zone: zone.name, booked: 0, capacity: 0 };
    for (let step = 0; step < UTILISATION_DAYS; step += 1) {
      const date = addShopDays(today, step);
      for (const window of windows) {
        if (window.zoneId !== zone.id || window.weekday !== shopWeekday(date)) continue;
        const taken = booked.get(bookingKey(window.id, date)) ?? 0;
        if ((window.retiredAt && taken === 0) || isClosed(ofZone, window.id, date)) continue;
        totals.booked += taken;
        totals.capacity += window.capacity;
      }
    }
    return totals;
  });
}

/**
 * shop_delivery_window_utilisation_ratio{zone}: read from the bookings at each scrape, so it can
 * never drift from them. A zone with no places in the next 7 days has no series (a ratio of
 * nothing is not 0).
 */
@Injectable()
export class WindowUtilisationMetric {
  constructor(metrics: MetricsService, @InjectDataSource() dataSource: DataSource, @Inject(CLOCK) clock: Clock) {
    new Gauge({
      name: 'shop_delivery_window_utilisation_ratio',
      help: 'Delivery places booked / places offered over the next 7 days, by zone',
      labelNames: ['zone'] as const,
      registers: [metrics.registry],
      async collect() {
        const zones = await zoneUtilisation(dataSource.manager, shopDate(clock.now()));
        // Renamed or removed zones leave no stale series behind.
        this.reset();
        for (const { zone, booked, capacity } of zones) if (capacity > 0) this.set({ zone }, booked / capacity);
      },
    });
  }
}
