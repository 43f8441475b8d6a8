import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  type AddedClosure,
  DELIVERY_SCHEDULE_LIMITS,
  type DeliveryClosureRequest,
  type MovedBooking,
} from '@shop/contracts/admin-delivery';
import { type AuditActor, AuditTrail } from '../../audit/audit-trail.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { addShopDays } from '../../common/shop-calendar.js';
import { toDatedWindow } from '../bookings/booked-windows.reader.js';
import type { DeliveryBooking } from '../bookings/delivery-booking.entity.js';
import { MovedBookings } from '../bookings/moved-bookings.js';
import { WindowBookings } from '../bookings/window-bookings.js';
import { DeliveryClosure } from '../schedule/delivery-closure.entity.js';
import { DeliveryWindow } from '../schedule/delivery-window.entity.js';
import { DeliveryZone } from '../schedule/delivery-zone.entity.js';
import { bookingHolder, bookingsOnDays, listHolders } from './bookings-ahead.js';
import { DeliveryScheduleReader, zoneNotFound } from './delivery-schedule.reader.js';
import { auditId, closureRecord, toAdminClosure } from './schedule-views.js';
import { windowNotFound } from './window-editor.service.js';

const invalid = (field: string, message: string) =>
  new ShopError('VALIDATION_FAILED', `Invalid request body: ${field}: ${message}`, {
    fieldErrors: [{ field, message }],
  });

/**
 * The weekly windows a closure covers, locked in id order: a checkout booking one of them holds it
 * shared (WindowBookings.take), so it either committed before the bookings are counted here, or
 * reads the offer after this closure is saved and finds the day closed.
 */
async function lockWindowsClosed(manager: EntityManager, zoneId: number | null, windowId: number | null) {
  const windows = manager
    .createQueryBuilder(DeliveryWindow, 'window')
    .setLock('pessimistic_write')
    .orderBy('window.id');
  if (windowId !== null) windows.where('window.id = :windowId', { windowId });
  else if (zoneId !== null) windows.where('window.zoneId = :zoneId', { zoneId });
  await windows.getMany();
}

/** Days between two shop days, both counted. */
const daysCovered = (fromDate: string, toDate: string) =>
  Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Closures, added and removed by staff and the owner: a holiday for every zone, a sick day for one
 * zone or one window. Deliveries booked on the days are never dropped silently: the closure is
 * refused, naming them, or moves each (oldest booking first) to its zone's earliest window with
 * room after the closure, in the closure's transaction.
 */
@Injectable()
export class DeliveryClosureEditor {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
    private readonly reader: DeliveryScheduleReader,
    private readonly bookings: WindowBookings,
    private readonly movedBookings: MovedBookings,
  ) {}

  add(actor: AuditActor, request: DeliveryClosureRequest): Promise<AddedClosure> {
    return this.dataSource.transaction(async (manager) => {
      const today = this.reader.today();
      if (request.toDate < today) throw invalid('toDate', 'A closure must end today or later');
      if (daysCovered(request.fromDate, request.toDate) > DELIVERY_SCHEDULE_LIMITS.closureDays) {
        throw invalid('toDate', `A closure covers at most ${DELIVERY_SCHEDULE_LIMITS.closureDays} days`);
      }
      const { zone, window } = await this.target(manager, request);
      await lockWindowsClosed(manager, zone?.id ?? null, window?.id ?? null);
      const booked = await bookingsOnDays(manager, {
        zoneId: zone?.id ?? null,
        windowId: window?.id ?? null,
        // Days already past were delivered (or not) whatever is decided now.
        fromDate: request.fromDate < today ? today : request.fromDate,
        toDate: request.toDate,
      });
      if (booked.length > 0 && !request.moveBookings) {
        const message = `Deliveries are booked on those days (${listHolders(booked)}). Move them to the next windows with room, or choose other days.`;
        throw new ShopError('DELIVERY_CLOSURE_HAS_BOOKINGS', message, {
          fieldErrors: [{ field: 'moveBookings', message }],
        });
      }
      const closure = await manager.save(
        manager.create(DeliveryClosure, {
          zoneId: zone?.id ?? null,
          windowId: window?.id ?? null,
          fromDate: request.fromDate,
          toDate: request.toDate,
          reason: request.reason,
        }),
      );
      const movedBookings = await this.moveAfter(manager, booked, request.toDate);
      await this.movedBookings.tell(manager, movedBookings);
      await this.audit.record(manager, actor, {
        action: 'delivery.closure_added',
        entityType: 'delivery',
        entityId: auditId.closure(closure.id),
        after: { ...closureRecord(closure), ...(movedBookings.length > 0 ? { movedBookings } : {}) },
      });
      return { closure: toAdminClosure(closure, zone, window), movedBookings };
    });
  }

  remove(actor: AuditActor, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const closure = await manager.findOne(DeliveryClosure, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!closure) throw new ShopError('DELIVERY_CLOSURE_NOT_FOUND', `Closure ${id} does not exist`);
      await manager.delete(DeliveryClosure, { id });
      await this.audit.record(manager, actor, {
        action: 'delivery.closure_removed',
        entityType: 'delivery',
        entityId: auditId.closure(id),
        before: closureRecord(closure),
      });
    });
  }

  /** The zone and window closed: a window names its zone, and must be that zone's when both are given. */
  private async target(
    manager: EntityManager,
    request: DeliveryClosureRequest,
  ): Promise<{ zone: DeliveryZone | null; window: DeliveryWindow | null }> {
    const window = request.windowId === null ? null : await manager.findOneBy(DeliveryWindow, { id: request.windowId });
    if (request.windowId !== null && !window) throw windowNotFound(request.windowId, 'windowId');
    if (window && request.zoneId !== null && window.zoneId !== request.zoneId) {
      throw invalid('windowId', 'That window is in another zone');
    }
    const zoneId = window?.zoneId ?? request.zoneId;
    if (zoneId === null) return { zone: null, window: null };
    const zone = await manager.findOneBy(DeliveryZone, { id: zoneId });
    if (!zone) throw zoneNotFound(zoneId, 'zoneId');
    return { zone, window };
  }

  /**
   * Moves each booking, oldest first, to its zone's earliest window with room from the day after
   * the closure (the closure is already saved, so its days are not offered). When one cannot move,
   * nothing does: the transaction, closure included, is undone.
   */
  private async moveAfter(
    manager: EntityManager,
    booked: readonly DeliveryBooking[],
    lastClosedDay: string,
  ): Promise<MovedBooking[]> {
    const moved: MovedBooking[] = [];
    const zones = new Map<number, DeliveryZone>();
    for (const booking of booked) {
      const zoneId = booking.windowDay.window.zoneId;
      const zone = zones.get(zoneId) ?? (await manager.findOneByOrFail(DeliveryZone, { id: zoneId }));
      zones.set(zoneId, zone);
      const owner =
        booking.orderId !== null ? { orderId: booking.orderId } : { subscriptionCycleId: booking.subscriptionCycleId! };
      try {
        const day = await this.bookings.takeEarliest(manager, zone, owner, addShopDays(lastClosedDay, 1));
        moved.push({
          orderId: booking.orderId,
          subscriptionCycleId: booking.subscriptionCycleId,
          from: toDatedWindow(booking.windowDay),
          to: toDatedWindow(day),
        });
      } catch (error) {
        if (!(error instanceof ShopError) || error.code !== 'NO_DELIVERY_WINDOWS') throw error;
        throw new ShopError(
          'NO_DELIVERY_WINDOWS',
          `No window of ${zone.name} has room for ${bookingHolder(booking)} in the ${this.reader.bookingDays()} days after the closure. Nothing was changed.`,
        );
      }
    }
    return moved;
  }
}
