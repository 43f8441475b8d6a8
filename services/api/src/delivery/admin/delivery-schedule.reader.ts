import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull, MoreThanOrEqual } from 'typeorm';
import type { AdminDeliverySchedule, AdminDeliveryZone } from '@shop/contracts/admin-delivery';
import { CLOCK, type Clock } from '../../common/clock.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { shopDate } from '../../common/shop-calendar.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { DeliveryClosure } from '../schedule/delivery-closure.entity.js';
import { DeliveryWindow } from '../schedule/delivery-window.entity.js';
import { DeliveryZoneZip } from '../schedule/delivery-zone-zip.entity.js';
import { DeliveryZone } from '../schedule/delivery-zone.entity.js';
import { bookingsAheadByWindow } from './bookings-ahead.js';
import { toAdminClosure, toAdminZone } from './schedule-views.js';

export const zoneNotFound = (id: number, field?: string) =>
  new ShopError('DELIVERY_ZONE_NOT_FOUND', `Delivery zone ${id} does not exist`, {
    ...(field ? { fieldErrors: [{ field, message: 'That delivery zone does not exist' }] } : {}),
  });

/** The schedule as the back office shows it: zones with their ZIPs and windows, closures ahead. */
@Injectable()
export class DeliveryScheduleReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  today(): string {
    return shopDate(this.clock.now());
  }

  /** How many days ahead windows are offered and searched. */
  bookingDays(): number {
    return this.config.delivery.bookingDays;
  }

  async schedule(): Promise<AdminDeliverySchedule> {
    const manager = this.dataSource.manager;
    const today = this.today();
    const zones = await manager.find(DeliveryZone, { order: { catchAll: 'ASC', name: 'ASC' } });
    const views = await this.zoneViews(manager, zones);
    const closures = await manager.find(DeliveryClosure, {
      where: { toDate: MoreThanOrEqual(today) },
      relations: { zone: true, window: true },
      order: { fromDate: 'ASC', id: 'ASC' },
    });
    return {
      today,
      bookingDays: this.bookingDays(),
      zones: views,
      closures: closures.map((closure) => toAdminClosure(closure, closure.zone, closure.window)),
    };
  }

  /** One zone as the schedule shows it (the answer of every edit of a zone or its windows). */
  async zone(manager: EntityManager, id: number): Promise<AdminDeliveryZone> {
    const zone = await manager.findOneBy(DeliveryZone, { id });
    if (!zone) throw zoneNotFound(id);
    const [view] = await this.zoneViews(manager, [zone]);
    return view!;
  }

  private async zoneViews(manager: EntityManager, zones: readonly DeliveryZone[]): Promise<AdminDeliveryZone[]> {
    if (zones.length === 0) return [];
    const zoneIds = zones.map((zone) => zone.id);
    const zips = await manager.find(DeliveryZoneZip, { where: { zoneId: In(zoneIds) } });
    const windows = await manager.find(DeliveryWindow, { where: { zoneId: In(zoneIds), retiredAt: IsNull() } });
    const ahead = await bookingsAheadByWindow(
      manager,
      windows.map((window) => window.id),
      this.today(),
    );
    return zones.map((zone) =>
      toAdminZone(
        zone,
        zips.filter((zip) => zip.zoneId === zone.id).map((zip) => zip.zipCode),
        windows.filter((window) => window.zoneId === zone.id),
        ahead,
      ),
    );
  }
}
