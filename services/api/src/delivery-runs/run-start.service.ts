import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, IsNull, Not } from 'typeorm';
import type { DeliveryRun as DeliveryRunView } from '@shop/contracts/admin-delivery-runs';
import { type AuditActor, AuditTrail } from '../audit/audit-trail.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { DeliveryBooking } from '../delivery/bookings/delivery-booking.entity.js';
import { DeliveryWindowDay } from '../delivery/bookings/delivery-window-day.entity.js';
import { windowLabel } from '../delivery/schedule/window-labels.js';
import { Order } from '../orders/order.entity.js';
import { OrderEmails } from '../orders/order-emails.js';
import { recordOrderEvent } from '../orders/order-timeline.js';
import { DeliveryRun } from './delivery-run.entity.js';
import { DeliveryStop } from './delivery-stop.entity.js';
import { drivingOrder } from './driving-order.js';
import { expectedAmountOf, runEntityId, RunsReader } from './runs.reader.js';
import { ZipCentroids } from './zip-centroids.js';

/**
 * Starting a run: the van leaves with every booked order of the dated window. Locks follow the
 * shop's one order (the dated window, the run, the orders by id), so a booking or a staff move
 * waits for the start and the start sees its result. Refused while any booked order is not
 * packed, so no shopper waits for a van that left without their box.
 */
@Injectable()
export class RunStart {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: RunsReader,
    private readonly centroids: ZipCentroids,
    private readonly emails: OrderEmails,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A repeated start (a retried tap) changes nothing and answers the run as it is. */
  start(windowDayId: number, driver: AuditActor): Promise<DeliveryRunView> {
    return this.dataSource.transaction(async (manager) => {
      const day = await manager.findOne(DeliveryWindowDay, {
        where: { id: windowDayId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!day) throw new ShopError('DELIVERY_RUN_NOT_FOUND', `Delivery run ${windowDayId} does not exist`);
      const existing = await manager.findOne(DeliveryRun, {
        where: { windowDayId },
        lock: { mode: 'pessimistic_write' },
      });
      if (existing?.closedAt) throw new ShopError('DELIVERY_RUN_CLOSED');
      if (existing) return this.reader.detail(windowDayId, manager);

      const bookings = await manager.find(DeliveryBooking, { where: { windowDayId, orderId: Not(IsNull()) } });
      if (bookings.length === 0) {
        throw new ShopError('DELIVERY_RUN_NOT_FOUND', `Delivery run ${windowDayId} does not exist`);
      }
      const orders = await manager.find(Order, {
        where: { id: In(bookings.map((booking) => booking.orderId!)) },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      const notPacked = orders.filter((order) => order.status !== 'packed');
      if (notPacked.length > 0) {
        const list = notPacked.map((order) => `#${order.id}`).join(', ');
        throw new ShopError(
          'DELIVERY_RUN_NOT_READY',
          `${notPacked.length === 1 ? 'Order' : 'Orders'} ${list} ${notPacked.length === 1 ? 'is' : 'are'} not packed yet. ` +
            'Pack, move or cancel them before the run starts.',
        );
      }

      const run = await manager.save(
        manager.create(DeliveryRun, {
          windowDayId,
          driverId: driver.id,
          driverEmail: driver.email,
          startedAt: this.clock.now(),
          closedAt: null,
          countedCash: null,
          cardTerminalTotal: null,
        }),
      );
      const { home, centroidOf } = await this.centroids.lookup();
      const route = drivingOrder(
        orders.map((order) => ({ orderId: order.id, zipCode: order.zipCode, order })),
        home,
        centroidOf,
      );
      await manager.insert(
        DeliveryStop,
        route.map((stop, index) => ({
          runId: run.id,
          orderId: stop.orderId,
          sequence: index + 1,
          expectedAmount: expectedAmountOf(stop.order),
        })),
      );
      const label = windowLabel(day.startsAt, day.endsAt);
      for (const [index, { order }] of route.entries()) {
        order.status = 'out_for_delivery';
        await manager.save(order);
        await recordOrderEvent(manager, order.id, 'out_for_delivery', {
          actorEmail: driver.email,
          note: `Run of ${label}, stop ${index + 1} of ${route.length}`,
        });
        await this.emails.outForDelivery(manager, order);
      }
      await this.audit.record(manager, driver, {
        action: 'delivery.run_started',
        entityType: 'delivery',
        entityId: runEntityId(windowDayId),
        before: null,
        after: { driverEmail: driver.email, orderIds: route.map((stop) => stop.orderId) },
      });
      return this.reader.detail(windowDayId, manager);
    });
  }
}
