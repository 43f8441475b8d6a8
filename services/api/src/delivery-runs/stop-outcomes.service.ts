import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryRun as DeliveryRunView, StopOutcomeRequest } from '@shop/contracts/admin-delivery-runs';
import { formatUsd, fromCents, toCents } from '@shop/contracts/money';
import type { AuditActor } from '../audit/audit-trail.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { DeliveryRun } from './delivery-run.entity.js';
import { DeliveryStop } from './delivery-stop.entity.js';
import { RunsReader } from './runs.reader.js';

function collectionRefusal(message: string): ShopError {
  return new ShopError('DELIVERY_STOP_COLLECTION_INVALID', message, {
    fieldErrors: [{ field: 'collected', message }],
  });
}

/**
 * What happened at a door, recorded by the driver while the run is out. Idempotent: the same
 * outcome sent again (a phone's retry) changes nothing; another one corrects it until the run
 * closes. Nothing reaches the order before the close.
 */
@Injectable()
export class StopOutcomes {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: RunsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  record(stopId: number, request: StopOutcomeRequest, actor: AuditActor): Promise<DeliveryRunView> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(DeliveryStop, { id: stopId });
      if (!found) throw new ShopError('DELIVERY_STOP_NOT_FOUND', `Stop ${stopId} does not exist`);
      // The run before its stops (the lock order): a close waits for this, or this sees it closed.
      const run = await manager.findOneOrFail(DeliveryRun, {
        where: { id: found.runId },
        lock: { mode: 'pessimistic_write' },
      });
      if (run.closedAt) throw new ShopError('DELIVERY_RUN_CLOSED');
      const stop = await manager.findOneOrFail(DeliveryStop, {
        where: { id: stopId },
        lock: { mode: 'pessimistic_write' },
      });

      const expected = toCents(stop.expectedAmount);
      const collected = request.outcome === 'delivered' ? (request.collected ?? null) : null;
      if (request.outcome === 'delivered' && expected > 0 && !collected) {
        throw collectionRefusal(`Record what was collected: ${formatUsd(expected)} was to be paid at the door.`);
      }
      if (expected === 0 && collected) {
        throw collectionRefusal('Nothing was to be collected at this stop: the order was paid by card.');
      }
      const next = {
        outcome: request.outcome,
        failureReason: request.outcome === 'failed' ? (request.reason ?? null) : null,
        collectedKind: collected?.kind ?? null,
        collectedAmount: collected ? fromCents(toCents(collected.amount)) : null,
      };
      const unchanged =
        stop.outcome === next.outcome &&
        stop.failureReason === next.failureReason &&
        stop.collectedKind === next.collectedKind &&
        (stop.collectedAmount === null ? null : fromCents(toCents(stop.collectedAmount))) === next.collectedAmount;
      if (!unchanged) {
        await manager.update(
          DeliveryStop,
          { id: stop.id },
          { ...next, recordedAt: this.clock.now(), recordedByEmail: actor.email },
        );
      }
      return this.reader.detail(run.windowDayId, manager);
    });
  }
}
