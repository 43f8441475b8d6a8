import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Not } from 'typeorm';
import type { FieldError } from '@shop/contracts/errors';
import type { AdminDeliveryZone, DeliveryZoneRequest, DeliveryZoneZipsRequest } from '@shop/contracts/admin-delivery';
import { FREE_DELIVERY_RADIUS_MILES, HOME_TOWN } from '@shop/contracts/constants';
import { type AuditActor, AuditTrail } from '../../audit/audit-trail.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { DeliveryBooking } from '../bookings/delivery-booking.entity.js';
import { DeliveryWindowDay } from '../bookings/delivery-window-day.entity.js';
import { DeliveryAreaService } from '../delivery-area.service.js';
import { DeliveryWindow } from '../schedule/delivery-window.entity.js';
import { DeliveryZoneZip } from '../schedule/delivery-zone-zip.entity.js';
import { DeliveryZone } from '../schedule/delivery-zone.entity.js';
import { bookingsAheadByWindow } from './bookings-ahead.js';
import { DeliveryScheduleReader, zoneNotFound } from './delivery-schedule.reader.js';
import { auditId, zoneRecord } from './schedule-views.js';

const scheduleRule = (field: string, message: string) =>
  new ShopError('DELIVERY_SCHEDULE_INVALID', message, { fieldErrors: [{ field, message }] });

/** The cutoff columns of a request: the number of the other kind is dropped. */
function zoneFields(request: DeliveryZoneRequest): Omit<DeliveryZone, 'id'> {
  return {
    name: request.name,
    catchAll: request.catchAll,
    cutoffKind: request.cutoffKind,
    cutoffMinute: request.cutoffKind === 'day_before_at' ? request.cutoffMinute! : null,
    cutoffHours: request.cutoffKind === 'hours_before' ? request.cutoffHours! : null,
  };
}

/**
 * The owner's edits of zones: their name, cutoff and catch-all flag, their ZIP codes, and
 * removing a zone nobody is booked in. Each runs in one transaction with its audit row.
 */
@Injectable()
export class DeliveryZoneEditor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly reader: DeliveryScheduleReader,
    private readonly deliveryArea: DeliveryAreaService,
  ) {}

  create(actor: AuditActor, request: DeliveryZoneRequest): Promise<AdminDeliveryZone> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertRulesHold(manager, request, null);
      const zone = await manager.save(manager.create(DeliveryZone, zoneFields(request)));
      await this.audit.record(manager, actor, {
        action: 'delivery.zone_added',
        entityType: 'delivery',
        entityId: auditId.zone(zone.id),
        after: zoneRecord(zone),
      });
      return this.reader.zone(manager, zone.id);
    });
  }

  update(actor: AuditActor, id: number, request: DeliveryZoneRequest): Promise<AdminDeliveryZone> {
    return this.dataSource.transaction(async (manager) => {
      const zone = await this.lockZone(manager, id);
      await this.assertRulesHold(manager, request, id);
      const before = zoneRecord(zone);
      Object.assign(zone, zoneFields(request));
      const after = zoneRecord(zone);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await manager.save(zone);
        await this.audit.record(manager, actor, {
          action: 'delivery.zone_changed',
          entityType: 'delivery',
          entityId: auditId.zone(id),
          before,
          after,
        });
      }
      return this.reader.zone(manager, id);
    });
  }

  /**
   * Lists exactly these ZIP codes in the zone. A ZIP another zone lists moves here (the audit row
   * says from where): one list per ZIP, edited from the zone it should be in.
   */
  setZips(actor: AuditActor, id: number, request: DeliveryZoneZipsRequest): Promise<AdminDeliveryZone> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockZone(manager, id);
      const wanted = [...new Set(request.zipCodes)];
      await this.assertInsideArea(request.zipCodes);
      const before = (await manager.find(DeliveryZoneZip, { where: { zoneId: id } })).map((zip) => zip.zipCode).sort();
      const elsewhere =
        wanted.length === 0
          ? []
          : await manager.find(DeliveryZoneZip, {
              where: { zipCode: In(wanted), zoneId: Not(id) },
              relations: { zone: true },
            });
      await manager.delete(DeliveryZoneZip, { zoneId: id });
      if (wanted.length > 0) {
        await manager.delete(DeliveryZoneZip, { zipCode: In(wanted) });
        await manager.insert(
          DeliveryZoneZip,
          wanted.map((zipCode) => ({ zipCode, zoneId: id })),
        );
      }
      const after = [...wanted].sort();
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.audit.record(manager, actor, {
          action: 'delivery.zips_changed',
          entityType: 'delivery',
          entityId: auditId.zone(id),
          before: { zipCodes: before },
          after: {
            zipCodes: after,
            ...(elsewhere.length > 0
              ? { movedFrom: Object.fromEntries(elsewhere.map((zip) => [zip.zipCode, zip.zone.name])) }
              : {}),
          },
        });
      }
      return this.reader.zone(manager, id);
    });
  }

  /**
   * Removes a zone, its ZIP codes, windows and closures. Refused while deliveries are booked in it
   * from today on; and a zone that delivered before keeps its windows, which those orders name.
   */
  remove(actor: AuditActor, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const zone = await this.lockZone(manager, id);
      const windows = await manager.find(DeliveryWindow, { where: { zoneId: id } });
      const windowIds = windows.map((window) => window.id);
      const ahead = [...(await bookingsAheadByWindow(manager, windowIds, this.reader.today())).values()].reduce(
        (sum, count) => sum + count,
        0,
      );
      if (ahead > 0) {
        throw new ShopError(
          'DELIVERY_ZONE_HAS_BOOKINGS',
          `${zone.name} has ${ahead} ${ahead === 1 ? 'delivery' : 'deliveries'} booked. Close its days (moving them) or wait until they are delivered.`,
        );
      }
      const days =
        windowIds.length === 0 ? [] : await manager.find(DeliveryWindowDay, { where: { windowId: In(windowIds) } });
      const dayIds = days.map((day) => day.id);
      const past = dayIds.length === 0 ? 0 : await manager.countBy(DeliveryBooking, { windowDayId: In(dayIds) });
      if (past > 0) {
        throw new ShopError(
          'DELIVERY_SCHEDULE_INVALID',
          `${zone.name} keeps the windows of ${past} past ${past === 1 ? 'delivery' : 'deliveries'}: remove its ZIP codes and retire its windows instead.`,
        );
      }
      const zipCodes = (await manager.find(DeliveryZoneZip, { where: { zoneId: id } }))
        .map((zip) => zip.zipCode)
        .sort();
      // Dated windows left without bookings (cancelled orders), then the windows, then the zone,
      // whose ZIP codes and closures go with it.
      if (dayIds.length > 0) await manager.delete(DeliveryWindowDay, { id: In(dayIds) });
      if (windowIds.length > 0) await manager.delete(DeliveryWindow, { id: In(windowIds) });
      await manager.delete(DeliveryZone, { id });
      await this.audit.record(manager, actor, {
        action: 'delivery.zone_removed',
        entityType: 'delivery',
        entityId: auditId.zone(id),
        before: { ...zoneRecord(zone), zipCodes, windowIds },
      });
    });
  }

  private async lockZone(manager: EntityManager, id: number): Promise<DeliveryZone> {
    const zone = await manager.findOne(DeliveryZone, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!zone) throw zoneNotFound(id);
    return zone;
  }

  /** A unique name, and one catch-all zone at most (the unique indexes back both against a race). */
  private async assertRulesHold(manager: EntityManager, request: DeliveryZoneRequest, id: number | null) {
    const others = id === null ? {} : { id: Not(id) };
    const named = manager
      .createQueryBuilder(DeliveryZone, 'zone')
      .where('lower(zone.name) = lower(:name)', { name: request.name });
    if (id !== null) named.andWhere('zone.id <> :id', { id });
    const sameName = await named.getOne();
    if (sameName) throw scheduleRule('name', `A zone is already called ${sameName.name}`);
    if (request.catchAll) {
      const catchAll = await manager.findOneBy(DeliveryZone, { catchAll: true, ...others });
      if (catchAll) {
        throw scheduleRule(
          'catchAll',
          `${catchAll.name} is already the catch-all zone: one zone takes the ZIP codes no zone lists`,
        );
      }
    }
  }

  /** Each ZIP must be one the area check knows and does not call outside (50 miles of Cumming). */
  private async assertInsideArea(zipCodes: readonly string[]): Promise<void> {
    const fieldErrors: FieldError[] = [];
    for (const [index, zipCode] of zipCodes.entries()) {
      if (zipCodes.indexOf(zipCode) !== index) continue;
      try {
        const area = await this.deliveryArea.check(zipCode);
        if (area.area === 'outside') {
          fieldErrors.push({
            field: `zipCodes.${index}`,
            message: `${zipCode} (${area.placeName}, ${area.stateCode}) is more than ${FREE_DELIVERY_RADIUS_MILES} miles from ${HOME_TOWN}`,
          });
        }
      } catch (error) {
        if (!(error instanceof ShopError) || error.code !== 'ZIP_NOT_FOUND') throw error;
        fieldErrors.push({ field: `zipCodes.${index}`, message: `We could not find ZIP code ${zipCode}` });
      }
    }
    if (fieldErrors.length > 0) {
      throw new ShopError('OUTSIDE_DELIVERY_AREA', `We do not deliver there: ${fieldErrors[0]!.message}`, {
        fieldErrors,
      });
    }
  }
}
