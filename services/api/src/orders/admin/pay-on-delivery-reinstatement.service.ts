import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PayOnDeliveryStanding } from '@shop/contracts/admin-pay-on-delivery';
import type { AuditActor } from '../../audit/audit-trail.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { Order } from '../order.entity.js';
import { PayOnDeliveryStandings } from '../pay-on-delivery-standings.service.js';

/** The account that placed an order; an order keeps no account once it is removed. */
async function customerOf(manager: EntityManager, orderId: number): Promise<string> {
  const order = await manager.findOneBy(Order, { id: orderId });
  if (!order) throw new ShopError('ORDER_NOT_FOUND', `Order ${orderId} does not exist`);
  if (!order.userId) {
    throw new ShopError('RELATED_RECORD_MISSING', `The account that placed order ${orderId} no longer exists.`);
  }
  return order.userId;
}

/** Staff see a shopper's missed deliveries (through one of their orders) and turn pay on delivery back on. */
@Injectable()
export class PayOnDeliveryReinstatement {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standings: PayOnDeliveryStandings,
  ) {}

  async read(orderId: number): Promise<PayOnDeliveryStanding> {
    const manager = this.dataSource.manager;
    return this.standings.view(manager, await customerOf(manager, orderId));
  }

  reinstate(orderId: number, actor: AuditActor): Promise<PayOnDeliveryStanding> {
    return this.dataSource.transaction(async (manager) =>
      this.standings.reinstate(manager, await customerOf(manager, orderId), actor, { orderId }),
    );
  }
}
