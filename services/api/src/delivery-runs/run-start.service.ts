import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryRun as DeliveryRunView } from '@shop/contracts/admin-delivery-runs';
import { type AuditActor, AuditTrail } from '../audit/audit-trail.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { OrderDeliveries } from '../orders/order-deliveries.service.js';
import { DeliveryRun } from './delivery-run.entity.js';
import { DeliveryStop } from './delivery-stop.entity.js';
import { drivingOrder } from './driving-order.js';
import { bookedOrders, dayById } from './run-days.js';
import { expectedAmountOf, runEntityId, runNotFound, RunsReader } from './runs.reader.js';
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
    private readonly orders: OrderDeliveries,
    private readonly centroids: ZipCentroids,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A repeated start (a retried tap) changes nothing and answers the run as it is. */
  start(windowDayId: number, driver: AuditActor): Promise<DeliveryRunView> {
    return this.dataSource.transaction(async (manager) => {
      const day = await dayById(manager, windowDayId, true);
      if (!day) throw runNotFound(windowDayId);
      const existing = await manager.findOne(DeliveryRun, {
        where: { windowDayId },
        lock: { mode: 'pessimistic_write' },
      });
      if (existing?.closedAt) throw new ShopError('DELIVERY_RUN_CLOSED');
      if (existing) return this.reader.detail(windowDayId, manager);

      const bookings = await bookedOrders(manager, [windowDayId]);
      if (bookings.length === 0) throw runNotFound(windowDayId);
      const orders = await this.orders.lock(
        manager,
        bookings.map((booking) => booking.orderId),
      );
      const notPacked = orders.filter((order) => order.status !== 'packed');
      if (notPacked.length > 0) {
        const one = notPacked.length === 1;
        throw new ShopError(
          'DELIVERY_RUN_NOT_READY',
          `${one ? 'Order' : 'Orders'} ${notPacked.map((order) => `#${order.id}`).join(', ')} ${one ? 'is' : 'are'} ` +
            'not packed yet. Pack, move or cancel them before the run starts.',
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
      for (const [index, { order }] of route.entries()) {
        await this.orders.sendOut(
          manager,
          order,
          driver.email,
          `Run of ${day.label}, stop ${index + 1} of ${route.length}`,
        );
      }
      await this.audit.record(manager, driver, {
        action: 'delivery.run_started',
        entityType: 'delivery',
        entityId: runEntityId(windowDayId),
        before: null,
        after: { label: day.label, driverEmail: driver.email, orderIds: route.map((stop) => stop.orderId) },
      });
      return this.reader.detail(windowDayId, manager);
    });
  }
}
