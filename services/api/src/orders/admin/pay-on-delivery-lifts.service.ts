import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PayOnDeliveryLimitsView } from '@shop/contracts/admin-pay-on-delivery';
import { type AuditActor, AuditTrail } from '../../audit/audit-trail.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { takeTurns } from '../../common/database/advisory-lock.js';
import { Order } from '../order.entity.js';
import { PayOnDeliveryLift } from '../pay-on-delivery-lift.entity.js';
import { PayOnDeliveryLimitsService } from '../pay-on-delivery-limits.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff see the pay-on-delivery limits of the account that placed an order, and what it uses of
 * them, and lift them for a number of days (a trusted regular) or put them back. Every change is
 * audited in its transaction.
 */
@Injectable()
export class PayOnDeliveryLifts {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly limits: PayOnDeliveryLimitsService,
    private readonly audit: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async read(orderId: number): Promise<PayOnDeliveryLimitsView> {
    const manager = this.dataSource.manager;
    return this.view(manager, await this.customerOf(manager, orderId));
  }

  /** Lifts the limits for `days` from now (a new period each time), or puts them back with 0. */
  set(orderId: number, days: number, actor: AuditActor): Promise<PayOnDeliveryLimitsView> {
    return this.dataSource.transaction(async (manager) => {
      const customerId = await this.customerOf(manager, orderId);
      // Two changes to one shopper at once: the second is judged after the first.
      await takeTurns(manager, `pay-on-delivery-lift:${customerId}`);
      const before = (await manager.findOneBy(PayOnDeliveryLift, { userId: customerId }))?.liftedUntil ?? null;
      const after = days === 0 ? null : new Date(this.clock.now().getTime() + days * DAY_MS);
      if (before === null && after === null) return this.view(manager, customerId);
      if (after) await manager.upsert(PayOnDeliveryLift, { userId: customerId, liftedUntil: after }, ['userId']);
      else await manager.delete(PayOnDeliveryLift, { userId: customerId });
      await this.audit.record(manager, actor, {
        action: after ? 'customer.pay_on_delivery_lifted' : 'customer.pay_on_delivery_restored',
        entityType: 'user',
        entityId: customerId,
        before: { payOnDeliveryLimitsLiftedUntil: before?.toISOString() ?? null },
        after: { payOnDeliveryLimitsLiftedUntil: after?.toISOString() ?? null, orderId },
      });
      return this.view(manager, customerId);
    });
  }

  /** The account that placed the order; an order keeps no account once it is removed. */
  private async customerOf(manager: EntityManager, orderId: number): Promise<string> {
    const order = await manager.findOneBy(Order, { id: orderId });
    if (!order) throw new ShopError('ORDER_NOT_FOUND', `Order ${orderId} does not exist`);
    if (!order.userId) {
      throw new ShopError('RELATED_RECORD_MISSING', `The account that placed order ${orderId} no longer exists.`);
    }
    return order.userId;
  }

  private async view(manager: EntityManager, customerId: string): Promise<PayOnDeliveryLimitsView> {
    const until = await this.limits.liftedUntil(manager, customerId);
    return {
      customerId,
      limits: this.limits.limits,
      inUse: await this.limits.usage(manager, customerId),
      liftedUntil: until?.toISOString() ?? null,
    };
  }
}
