import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type {
  DeliveryRun as DeliveryRunView,
  DeliveryRunSummary,
  DeliveryStop as DeliveryStopView,
  RunStatus,
  UnbookedBox,
} from '@shop/contracts/admin-delivery-runs';
import { fromCents, toCents } from '@shop/contracts/money';
import { ShopError } from '../common/errors/shop-error.js';
import type { Order } from '../orders/order.entity.js';
import { OrderDeliveries } from '../orders/order-deliveries.service.js';
import { DeliveryRun } from './delivery-run.entity.js';
import { DeliveryStop } from './delivery-stop.entity.js';
import { drivingOrder } from './driving-order.js';
import { bookedOrders, dayById, daysOn, type RunDay } from './run-days.js';
import { reconcile } from './run-reconciliation.js';
import { ZipCentroids } from './zip-centroids.js';

/** What a stop is to collect: the order's total when paid at the door, else nothing. */
export function expectedAmountOf(order: Pick<Order, 'paymentMethod' | 'total'>): string {
  return order.paymentMethod === 'pay_on_delivery' ? order.total : '0.00';
}

/** The id a run's audit rows carry (a run is named by its dated window). */
export const runEntityId = (windowDayId: number) => `run:${windowDayId}`;

export const runNotFound = (windowDayId: number) =>
  new ShopError('DELIVERY_RUN_NOT_FOUND', `Delivery run ${windowDayId} does not exist`);

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

function summaryOf(run: DeliveryRunView): DeliveryRunSummary {
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

/**
 * The runs of a day and one run with its stops. Before the start a run's stops are its booked
 * orders in driving order, computed on every read; from the start they are its stop rows, in the
 * sequence fixed then. A few queries for any number of runs: days, runs, stops, bookings, orders.
 */
@Injectable()
export class RunsReader {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderDeliveries,
    private readonly centroids: ZipCentroids,
  ) {}

  /** The day's runs: its dated windows with orders booked. */
  async day(date: string): Promise<DeliveryRunSummary[]> {
    const manager = this.dataSource.manager;
    const runs = await this.views(manager, await daysOn(manager, date));
    return runs.filter((run) => run.stopCount > 0).map(summaryOf);
  }

  /**
   * Boxes set aside (their bottles taken) without a delivery window: none had room in the horizon.
   * Read by SQL across the subscriptions' tables, as the Today page reads: this module cannot
   * depend on that one, and it only lists.
   */
  async unbookedBoxes(): Promise<UnbookedBox[]> {
    const rows: {
      boxId: number;
      subscriptionId: number;
      renewsAt: Date;
      firstName: string | null;
      lastName: string | null;
      email: string;
      zipCode: string;
    }[] = await this.dataSource.query(
      `SELECT c.id AS "boxId", c."subscriptionId", c."renewsAt", u."firstName", u."lastName", u.email,
                s."shippingAddress"->>'zipCode' AS "zipCode"
           FROM subscription_cycles c
           JOIN subscriptions s ON s.id = c."subscriptionId"
           JOIN users u ON u.id = s."userId"
          WHERE c.state = 'locked'
            AND NOT EXISTS (SELECT 1 FROM delivery_bookings b WHERE b."subscriptionCycleId" = c.id)
          ORDER BY c."renewsAt", c.id
          LIMIT 100`,
    );
    return rows.map((row) => ({
      subscriptionId: row.subscriptionId,
      boxId: row.boxId,
      renewsAt: new Date(row.renewsAt).toISOString(),
      customerName: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
      zipCode: row.zipCode,
    }));
  }

  async detail(windowDayId: number, manager: EntityManager = this.dataSource.manager): Promise<DeliveryRunView> {
    const day = await dayById(manager, windowDayId);
    const [run] = day ? await this.views(manager, [day]) : [];
    if (!run || run.stops.length === 0) throw runNotFound(windowDayId);
    return run;
  }

  private async views(manager: EntityManager, days: readonly RunDay[]): Promise<DeliveryRunView[]> {
    if (days.length === 0) return [];
    const runs = await manager.find(DeliveryRun, { where: { windowDayId: In(days.map((day) => day.id)) } });
    const stops = runs.length
      ? await manager.find(DeliveryStop, {
          where: { runId: In(runs.map((run) => run.id)) },
          order: { sequence: 'ASC' },
        })
      : [];
    const startedDays = new Set(runs.map((run) => run.windowDayId));
    const bookings = await bookedOrders(
      manager,
      days.map((day) => day.id).filter((id) => !startedDays.has(id)),
    );
    const orderIds = [
      ...new Set([...stops.map((stop) => stop.orderId), ...bookings.map((booking) => booking.orderId)]),
    ];
    const orders = new Map((await this.orders.read(manager, orderIds)).map((order) => [order.id, order]));
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
          .map((booking) => orders.get(booking.orderId)!)
          .map((order) => ({ orderId: order.id, zipCode: order.zipCode, order }));
        stopViews = drivingOrder(booked, home, centroidOf).map((stop, index) => stopView(stop.order, index + 1, null));
      }
      const status: RunStatus = !run ? 'planned' : run.closedAt ? 'closed' : 'started';
      const counted =
        run?.closedAt && run.countedCash && run.cardTerminalTotal
          ? { countedCash: run.countedCash, cardTerminalTotal: run.cardTerminalTotal }
          : null;
      return {
        id: day.id,
        date: day.deliveryDate,
        zoneName: day.zoneName,
        label: day.label,
        startsAt: day.startsAt.toISOString(),
        endsAt: day.endsAt.toISOString(),
        status,
        stopCount: stopViews.length,
        notPackedCount: run ? 0 : stopViews.filter((stop) => stop.orderStatus !== 'packed').length,
        expectedAmount: fromCents(stopViews.reduce((sum, stop) => sum + toCents(stop.expectedAmount), 0)),
        driverEmail: run?.driverEmail ?? null,
        countedCash: run?.countedCash ?? null,
        startedAt: run?.startedAt.toISOString() ?? null,
        closedAt: run?.closedAt?.toISOString() ?? null,
        stops: stopViews,
        reconciliation: reconcile(stopViews, counted),
      };
    });
  }
}
