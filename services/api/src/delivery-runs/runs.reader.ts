import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import type {
  DeliveryRun as DeliveryRunView,
  DeliveryRunSummary,
  DeliveryStop as DeliveryStopView,
  RunStatus,
} from '@shop/contracts/admin-delivery-runs';
import { fromCents, toCents } from '@shop/contracts/money';
import { ShopError } from '../common/errors/shop-error.js';
import { DeliveryBooking } from '../delivery/bookings/delivery-booking.entity.js';
import { DeliveryWindowDay } from '../delivery/bookings/delivery-window-day.entity.js';
import { windowLabel } from '../delivery/schedule/window-labels.js';
import { Order } from '../orders/order.entity.js';
import { DeliveryRun } from './delivery-run.entity.js';
import { DeliveryStop } from './delivery-stop.entity.js';
import { drivingOrder } from './driving-order.js';
import { reconcile } from './run-reconciliation.js';
import { ZipCentroids } from './zip-centroids.js';

/** What a stop is to collect: the order's total when paid at the door, else nothing. */
export function expectedAmountOf(order: Pick<Order, 'paymentMethod' | 'total'>): string {
  return order.paymentMethod === 'pay_on_delivery' ? order.total : '0.00';
}

/** The label a run's audit rows carry (a run is named by its dated window). */
export const runEntityId = (windowDayId: number) => `run:${windowDayId}`;

interface DayRow {
  id: number;
  deliveryDate: string;
  startsAt: Date;
  endsAt: Date;
  zoneName: string;
}

function stopView(order: Order, sequence: number, stop: DeliveryStop | null): DeliveryStopView {
  return {
    id: stop?.id ?? null,
    sequence,
    orderId: order.id,
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    customerName: `${order.firstName} ${order.lastName}`,
    phone: order.phone,
    address: order.shippingAddress,
    specialInstructions: order.specialInstructions,
    items: order.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    expectedAmount: stop?.expectedAmount ?? expectedAmountOf(order),
    outcome: stop?.outcome ?? null,
    failureReason: stop?.failureReason ?? null,
    collected:
      stop?.collectedKind && stop.collectedAmount ? { kind: stop.collectedKind, amount: stop.collectedAmount } : null,
    recordedAt: stop?.recordedAt?.toISOString() ?? null,
    recordedByEmail: stop?.recordedByEmail ?? null,
  };
}

/**
 * The runs of a day and one run with its stops. Before the start a run's stops are its booked
 * orders in driving order, computed on every read; from the start they are its stop rows, in the
 * sequence fixed then. A few queries for any number of runs: days, runs, stops, bookings, orders.
 */
@Injectable()
export class RunsReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly centroids: ZipCentroids,
  ) {}

  async day(date: string): Promise<DeliveryRunSummary[]> {
    const manager = this.dataSource.manager;
    const days = await this.days(manager, `d."deliveryDate" = $1`, [date]);
    const runs = await this.views(manager, days);
    return runs.filter((run) => run.stopCount > 0).map(({ stops: _stops, ...summary }) => summaryOf(summary));
  }

  async detail(windowDayId: number, manager: EntityManager = this.dataSource.manager): Promise<DeliveryRunView> {
    const [run] = await this.views(manager, await this.days(manager, `d.id = $1`, [windowDayId]));
    if (!run || run.stops.length === 0) {
      throw new ShopError('DELIVERY_RUN_NOT_FOUND', `Delivery run ${windowDayId} does not exist`);
    }
    return run;
  }

  private days(manager: EntityManager, where: string, parameters: unknown[]): Promise<DayRow[]> {
    return manager.query(
      `SELECT d.id, to_char(d."deliveryDate", 'YYYY-MM-DD') AS "deliveryDate", d."startsAt", d."endsAt", z.name AS "zoneName"
         FROM delivery_window_days d
         JOIN delivery_windows w ON w.id = d."windowId"
         JOIN delivery_zones z ON z.id = w."zoneId"
        WHERE ${where}
        ORDER BY d."startsAt", z.name, d.id`,
      parameters,
    );
  }

  private async views(manager: EntityManager, days: DayRow[]): Promise<DeliveryRunView[]> {
    if (days.length === 0) return [];
    const dayIds = days.map((day) => day.id);
    const runs = await manager.find(DeliveryRun, { where: { windowDayId: In(dayIds) } });
    const stops = runs.length
      ? await manager.find(DeliveryStop, {
          where: { runId: In(runs.map((run) => run.id)) },
          order: { sequence: 'ASC' },
        })
      : [];
    const startedDays = new Set(runs.map((run) => run.windowDayId));
    const plannedDays = dayIds.filter((id) => !startedDays.has(id));
    const bookings = plannedDays.length
      ? await manager.find(DeliveryBooking, { where: { windowDayId: In(plannedDays), orderId: Not(IsNull()) } })
      : [];
    const orderIds = [...new Set([...stops.map((stop) => stop.orderId), ...bookings.map((b) => b.orderId!)])];
    const orders = new Map(
      (orderIds.length ? await manager.find(Order, { where: { id: In(orderIds) } }) : []).map((order) => [
        order.id,
        order,
      ]),
    );
    const { home, centroidOf } = await this.centroids.lookup();

    return days.map((day) => {
      const run = runs.find((each) => each.windowDayId === day.id) ?? null;
      let stopViews: DeliveryStopView[];
      if (run) {
        stopViews = stops
          .filter((stop) => stop.runId === run.id)
          .map((stop) => stopView(orders.get(stop.orderId)!, stop.sequence, stop));
      } else {
        const booked = bookings
          .filter((booking) => booking.windowDayId === day.id)
          .map((booking) => orders.get(booking.orderId!)!)
          .map((order) => ({ orderId: order.id, zipCode: order.zipCode, order }));
        stopViews = drivingOrder(booked, home, centroidOf).map((stop, index) => stopView(stop.order, index + 1, null));
      }
      const status: RunStatus = !run ? 'planned' : run.closedAt ? 'closed' : 'started';
      return {
        id: day.id,
        date: day.deliveryDate,
        zoneName: day.zoneName,
        label: windowLabel(new Date(day.startsAt), new Date(day.endsAt)),
        startsAt: new Date(day.startsAt).toISOString(),
        endsAt: new Date(day.endsAt).toISOString(),
        status,
        stopCount: stopViews.length,
        notPackedCount: run ? 0 : stopViews.filter((stop) => stop.orderStatus !== 'packed').length,
        expectedAmount: fromCents(stopViews.reduce((sum, stop) => sum + toCents(stop.expectedAmount), 0)),
        driverEmail: run?.driverEmail ?? null,
        countedCash: run?.countedCash ?? null,
        startedAt: run?.startedAt.toISOString() ?? null,
        closedAt: run?.closedAt?.toISOString() ?? null,
        stops: stopViews,
        reconciliation: reconcile(
          stopViews,
          run?.closedAt && run.countedCash && run.cardTerminalTotal
            ? { countedCash: run.countedCash, cardTerminalTotal: run.cardTerminalTotal }
            : null,
        ),
      };
    });
  }
}

function summaryOf(run: Omit<DeliveryRunView, 'stops'>): DeliveryRunSummary {
  return {
    id: run.id,
    date: run.date,
    zoneName: run.zoneName,
    label: run.label,
    startsAt: run.startsAt,
    endsAt: run.endsAt,
    status: run.status,
    stopCount: run.stopCount,
    notPackedCount: run.notPackedCount,
    expectedAmount: run.expectedAmount,
    driverEmail: run.driverEmail,
    countedCash: run.countedCash,
  };
}

/** The day of a window, for a run that must exist. */
export async function windowDayOrFail(manager: EntityManager, windowDayId: number): Promise<DeliveryWindowDay> {
  const day = await manager.findOneBy(DeliveryWindowDay, { id: windowDayId });
  if (!day) throw new ShopError('DELIVERY_RUN_NOT_FOUND', `Delivery run ${windowDayId} does not exist`);
  return day;
}
