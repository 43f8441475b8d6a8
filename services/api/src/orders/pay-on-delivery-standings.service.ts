import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PayOnDeliveryStanding as StandingView } from '@shop/contracts/admin-pay-on-delivery';
import { type AuditActor, AuditTrail } from '../audit/audit-trail.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PayOnDeliveryStanding } from './pay-on-delivery-standing.entity.js';

/**
 * Missed deliveries per shopper. A run's close adds them; at PAY_ON_DELIVERY_MAX_NO_SHOWS pay on
 * delivery is suspended (PayOnDeliveryLimitsService refuses it) until staff reinstate the shopper.
 * Every suspension and reinstatement is audited in its transaction.
 */
@Injectable()
export class PayOnDeliveryStandings {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  get maxNoShows(): number {
    return this.config.delivery.maxNoShows;
  }

  /**
   * Adds each shopper's missed deliveries, in user id order (the standings come last in the lock
   * order, and in one order among themselves), and suspends those who reach the limit. Returns
   * the shoppers suspended now.
   */
  async addNoShows(
    manager: EntityManager,
    noShows: ReadonlyMap<string, number>,
    actor: AuditActor,
    context: Record<string, unknown>,
  ): Promise<string[]> {
    const suspended: string[] = [];
    for (const userId of [...noShows.keys()].sort()) {
      const added = noShows.get(userId)!;
      const [row] = (await manager.query(
        `INSERT INTO "pay_on_delivery_standings" ("userId", "noShows") VALUES ($1, $2)
         ON CONFLICT ("userId") DO UPDATE SET "noShows" = "pay_on_delivery_standings"."noShows" + EXCLUDED."noShows"
         RETURNING "noShows", "suspendedAt"`,
        [userId, added],
      )) as { noShows: number; suspendedAt: Date | null }[];
      if (row!.suspendedAt !== null || row!.noShows < this.maxNoShows) continue;
      const suspendedAt = this.clock.now();
      await manager.update(PayOnDeliveryStanding, { userId }, { suspendedAt });
      await this.audit.record(manager, actor, {
        action: 'customer.pay_on_delivery_suspended',
        entityType: 'user',
        entityId: userId,
        before: { noShows: row!.noShows - added, payOnDeliverySuspendedAt: null },
        after: { noShows: row!.noShows, payOnDeliverySuspendedAt: suspendedAt.toISOString(), ...context },
      });
      suspended.push(userId);
    }
    return suspended;
  }

  /**
   * Pay on delivery back on, and the missed deliveries forgotten. Nothing changes (and nothing is
   * audited) for a shopper with none.
   */
  async reinstate(
    manager: EntityManager,
    userId: string,
    actor: AuditActor,
    context: Record<string, unknown>,
  ): Promise<StandingView> {
    const standing = await manager.findOne(PayOnDeliveryStanding, {
      where: { userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (standing && (standing.noShows > 0 || standing.suspendedAt)) {
      await manager.update(PayOnDeliveryStanding, { userId }, { noShows: 0, suspendedAt: null });
      await this.audit.record(manager, actor, {
        action: 'customer.pay_on_delivery_reinstated',
        entityType: 'user',
        entityId: userId,
        before: { noShows: standing.noShows, payOnDeliverySuspendedAt: standing.suspendedAt?.toISOString() ?? null },
        after: { noShows: 0, payOnDeliverySuspendedAt: null, ...context },
      });
    }
    return this.view(manager, userId);
  }

  async view(manager: EntityManager, userId: string): Promise<StandingView> {
    const standing = await manager.findOneBy(PayOnDeliveryStanding, { userId });
    return {
      customerId: userId,
      noShows: standing?.noShows ?? 0,
      maxNoShows: this.maxNoShows,
      suspendedAt: standing?.suspendedAt?.toISOString() ?? null,
    };
  }
}
