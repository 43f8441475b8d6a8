import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, MoreThanOrEqual } from 'typeorm';
import type { AdminDeliveryWindow, DeliveryWindowRequest } from '@shop/contracts/admin-delivery';
import { type AuditActor, AuditTrail } from '../../audit/audit-trail.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { DeliveryWindowDay } from '../bookings/delivery-window-day.entity.js';
import { DeliveryWindow } from '../schedule/delivery-window.entity.js';
import { DeliveryZone } from '../schedule/delivery-zone.entity.js';
import { bookingsAheadByWindow } from './bookings-ahead.js';
import { DeliveryScheduleReader, zoneNotFound } from './delivery-schedule.reader.js';
import { auditId, toAdminWindow, weeklyWindowLabel, windowRecord } from './schedule-views.js';

export const windowNotFound = (id: number, field?: string) =>
  new ShopError('DELIVERY_WINDOW_NOT_FOUND', `Delivery window ${id} does not exist`, {
    ...(field ? { fieldErrors: [{ field, message: 'That delivery window does not exist' }] } : {}),
  });

const sameTimes = (window: DeliveryWindow, request: DeliveryWindowRequest) =>
  window.weekday === request.weekday &&
  window.startMinute === request.startMinute &&
  window.endMinute === request.endMinute;

/**
 * The owner's weekly windows: added to a zone, their stops changed at any time, their day and
 * hours only while nothing is booked ahead (booked shoppers were promised those hours), retired
 * rather than deleted (orders keep naming them).
 */
@Injectable()
export class DeliveryWindowEditor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly reader: DeliveryScheduleReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  add(actor: AuditActor, zoneId: number, request: DeliveryWindowRequest): Promise<AdminDeliveryWindow> {
    return this.dataSource.transaction(async (manager) => {
      const zone = await manager.findOne(DeliveryZone, { where: { id: zoneId }, lock: { mode: 'pessimistic_write' } });
      if (!zone) throw zoneNotFound(zoneId);
      await this.assertStartFree(manager, zoneId, request, null);
      const window = await manager.save(manager.create(DeliveryWindow, { zoneId, ...request, retiredAt: null }));
      await this.audit.record(manager, actor, {
        action: 'delivery.window_added',
        entityType: 'delivery',
        entityId: auditId.window(window.id),
        after: windowRecord(window),
      });
      return toAdminWindow(window, 0);
    });
  }

  update(actor: AuditActor, id: number, request: DeliveryWindowRequest): Promise<AdminDeliveryWindow> {
    return this.dataSource.transaction(async (manager) => {
      const window = await this.lockWindow(manager, id);
      if (window.retiredAt) {
        throw new ShopError('DELIVERY_SCHEDULE_INVALID', 'This window is retired: add a new one instead.');
      }
      const today = this.reader.today();
      const ahead = (await bookingsAheadByWindow(manager, [id], today)).get(id) ?? 0;
      const before = windowRecord(window);
      if (!sameTimes(window, request)) {
        if (ahead > 0) {
          throw new ShopError(
            'DELIVERY_WINDOW_HAS_BOOKINGS',
            `${weeklyWindowLabel(window)} has ${ahead} ${ahead === 1 ? 'delivery' : 'deliveries'} booked: it keeps its day and hours. Retire it and add a new one (its stops may change).`,
          );
        }
        await this.assertStartFree(manager, window.zoneId, request, id);
        // Dated windows made for bookings since cancelled hold the old times: the next booking of
        // such a day would find them and keep those hours.
        await manager.delete(DeliveryWindowDay, { windowId: id, deliveryDate: MoreThanOrEqual(today) });
      }
      Object.assign(window, request);
      const after = windowRecord(window);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await manager.save(window);
        await this.audit.record(manager, actor, {
          action: 'delivery.window_changed',
          entityType: 'delivery',
          entityId: auditId.window(id),
          before,
          after,
        });
      }
      return toAdminWindow(window, ahead);
    });
  }

  /** No new bookings from now on; the booked ones keep their window. Retiring twice changes nothing. */
  retire(actor: AuditActor, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const window = await this.lockWindow(manager, id);
      if (window.retiredAt) return;
      const before = windowRecord(window);
      window.retiredAt = this.clock.now();
      await manager.save(window);
      await this.audit.record(manager, actor, {
        action: 'delivery.window_retired',
        entityType: 'delivery',
        entityId: auditId.window(id),
        before,
        after: windowRecord(window),
      });
    });
  }

  private async lockWindow(manager: EntityManager, id: number): Promise<DeliveryWindow> {
    const window = await manager.findOne(DeliveryWindow, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!window) throw windowNotFound(id);
    return window;
  }

  /** One window per zone, weekday and start among those taking bookings (the unique index's rule). */
  private async assertStartFree(
    manager: EntityManager,
    zoneId: number,
    request: DeliveryWindowRequest,
    exceptId: number | null,
  ): Promise<void> {
    const taken = await manager.findOneBy(DeliveryWindow, {
      zoneId,
      weekday: request.weekday,
      startMinute: request.startMinute,
      retiredAt: IsNull(),
    });
    if (taken && taken.id !== exceptId) {
      const message = `The zone already has a window ${weeklyWindowLabel(taken)}`;
      throw new ShopError('DELIVERY_SCHEDULE_INVALID', message, { fieldErrors: [{ field: 'startMinute', message }] });
    }
  }
}
