import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  FAILURE_REASON_LABELS,
  type CloseRunRequest,
  type DeliveryRun as DeliveryRunView,
} from '@shop/contracts/admin-delivery-runs';
import { fromCents, toCents } from '@shop/contracts/money';
import { type AuditActor, AuditTrail } from '../audit/audit-trail.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { WindowBookings } from '../delivery/bookings/window-bookings.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { OrderDeliveries } from '../orders/order-deliveries.service.js';
import { PayOnDeliveryStandings } from '../orders/pay-on-delivery-standings.service.js';
import { DeliveryRun } from './delivery-run.entity.js';
import { DeliveryStop } from './delivery-stop.entity.js';
import { RunEmails } from './run-emails.js';
import { dayById } from './run-days.js';
import { runEntityId, runNotFound, RunsReader } from './runs.reader.js';

/** Failures that count against the shopper; a wrong address does not (whose mistake is unclear). */
const NO_SHOW_REASONS = new Set(['nobody_home', 'refused']);

/**
 * Closing a run settles it at one moment, like closing a till: delivered orders become delivered,
 * failed ones wait for a new window (their place freed, the shopper e-mailed), missed deliveries
 * are counted, and the money is reconciled in exact cents against what was counted. One
 * transaction, locking the run, its orders by id, its stops, then the shoppers' standings.
 */
@Injectable()
export class RunClose {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: RunsReader,
    private readonly orders: OrderDeliveries,
    private readonly bookings: WindowBookings,
    private readonly standings: PayOnDeliveryStandings,
    private readonly emails: RunEmails,
    private readonly audit: AuditTrail,
    private readonly metrics: MetricsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async close(windowDayId: number, counted: CloseRunRequest, actor: AuditActor): Promise<DeliveryRunView> {
    const { view, stops } = await this.dataSource.transaction(async (manager) => {
      const day = await dayById(manager, windowDayId);
      if (!day) throw runNotFound(windowDayId);
      const run = await manager.findOne(DeliveryRun, { where: { windowDayId }, lock: { mode: 'pessimistic_write' } });
      if (!run) {
        await this.reader.detail(windowDayId, manager); // 404 for a day with no orders
        throw new ShopError('DELIVERY_RUN_NOT_STARTED');
      }
      if (run.closedAt) throw new ShopError('DELIVERY_RUN_CLOSED');

      const orderIds = (await manager.find(DeliveryStop, { where: { runId: run.id } })).map((stop) => stop.orderId);
      const orders = await this.orders.lock(manager, orderIds);
      const stops = await manager.find(DeliveryStop, {
        where: { runId: run.id },
        order: { id: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      stops.sort((a, b) => a.sequence - b.sequence);
      const open = stops.filter((stop) => stop.outcome === null);
      if (open.length > 0) {
        const list = open.map((stop) => `${stop.sequence} (order #${stop.orderId})`).join(', ');
        throw new ShopError(
          'DELIVERY_RUN_STOPS_OPEN',
          `${open.length === 1 ? 'Stop' : 'Stops'} ${list} ${open.length === 1 ? 'has' : 'have'} no outcome yet. ` +
            'Record what happened at every door before closing the run.',
        );
      }

      const label = day.label;
      const byId = new Map(orders.map((order) => [order.id, order]));
      const noShows = new Map<string, number>();
      for (const stop of stops) {
        const order = byId.get(stop.orderId)!;
        if (stop.outcome === 'delivered') {
          await this.orders.markDelivered(manager, order, actor.email, {
            amount: stop.collectedAmount,
            note: stop.collectedAmount
              ? `Collected ${stop.collectedKind === 'cash' ? 'in cash' : 'by card'} (run of ${label})`
              : `Run of ${label}`,
          });
          continue;
        }
        const reason = stop.failureReason!;
        const note = `Delivery failed: ${FAILURE_REASON_LABELS[reason]} (run of ${label})`;
        // An order staff moved meanwhile (cancelled, say) keeps its state: no e-mail, no no-show.
        if (await this.orders.markToReschedule(manager, order, actor.email, note)) {
          await this.emails.deliveryFailed(manager, order, { id: windowDayId, label }, reason);
          await this.bookings.release(manager, { orderId: order.id });
          if (NO_SHOW_REASONS.has(reason) && order.userId) {
            noShows.set(order.userId, (noShows.get(order.userId) ?? 0) + 1);
          }
        }
      }

      run.closedAt = this.clock.now();
      run.countedCash = fromCents(toCents(counted.countedCash));
      run.cardTerminalTotal = fromCents(toCents(counted.cardTerminalTotal));
      await manager.save(run);
      const suspended = await this.standings.addNoShows(manager, noShows, actor, { runId: runEntityId(windowDayId) });

      const view = await this.reader.detail(windowDayId, manager);
      await this.audit.record(manager, actor, {
        action: 'delivery.run_closed',
        entityType: 'delivery',
        entityId: runEntityId(windowDayId),
        before: { status: 'started' },
        after: {
          status: 'closed',
          label,
          driverEmail: run.driverEmail,
          delivered: stops.filter((stop) => stop.outcome === 'delivered').map((stop) => stop.orderId),
          failed: stops.filter((stop) => stop.outcome === 'failed').map((stop) => stop.orderId),
          noShowsCounted: Object.fromEntries(noShows),
          payOnDeliverySuspended: suspended,
          reconciliation: view.reconciliation,
        },
      });
      return { view, stops };
    });
    this.countStops(stops);
    return view;
  }

  /** Counted once the close is committed: a refused close counts nothing. */
  private countStops(stops: readonly DeliveryStop[]): void {
    for (const stop of stops) {
      this.metrics.deliveryStops.inc({ outcome: stop.outcome!, reason: stop.failureReason ?? 'none' });
      if (stop.collectedKind && stop.collectedAmount) {
        this.metrics.deliveryCollectedCents.inc({ kind: stop.collectedKind }, toCents(stop.collectedAmount));
      }
    }
  }
}
