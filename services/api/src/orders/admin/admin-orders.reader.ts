import { bookedWindowsOfOrders } from '../../delivery/bookings/booked-windows.reader.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminOrder, AdminOrderQuery } from '@shop/contracts/admin-orders';
import { ShopError } from '../../common/errors/shop-error.js';
import { startOfShopDay } from '../../common/shop-calendar.js';
import { OrderEvent } from '../order-event.entity.js';
import { OrderRefund } from '../order-refund.entity.js';
import { Order } from '../order.entity.js';
import { applySearch } from './order-search.js';
import { toAdminOrder, toOrderSummary } from './order-view.js';

/** The back office's reads of orders: the filtered list (newest first) and one order in full. */
@Injectable()
export class AdminOrdersReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: AdminOrderQuery) {
    const rows = this.dataSource.getRepository(Order).createQueryBuilder('o');
    if (query.status) rows.andWhere('o.status = :status', { status: query.status });
    if (query.zip) rows.andWhere('o.zipCode = :zip', { zip: query.zip });
    // Days in the shop's time zone; `to` includes its day, so the bound is the next day's start.
    if (query.from) rows.andWhere('o.createdAt >= :from', { from: startOfShopDay(query.from) });
    if (query.to) rows.andWhere('o.createdAt < :to', { to: startOfShopDay(query.to, 1) });
    if (query.q) applySearch(rows, 'o', query.q);
    // A plain count(*): TypeORM's getCount() counts DISTINCT ids, which sorts every matching row.
    // The count and the page are independent reads, so they run side by side on PostgreSQL.
    const [counted, orders] = await Promise.all([
      rows.clone().select('count(*)::int', 'total').getRawOne<{ total: number }>(),
      rows
        .orderBy('o.createdAt', 'DESC')
        .addOrderBy('o.id', 'DESC')
        .offset((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .getMany(),
    ]);
    const total = counted?.total ?? 0;
    return { items: orders.map(toOrderSummary), page: query.page, pageSize: query.pageSize, total };
  }

  detail(id: number, manager: EntityManager = this.dataSource.manager): Promise<AdminOrder> {
    return readAdminOrder(manager, id);
  }
}

/** One order with its timeline (oldest first) and refunds; 404 for an unknown id. */
export async function readAdminOrder(manager: EntityManager, id: number): Promise<AdminOrder> {
  const order = await manager.findOneBy(Order, { id });
  if (!order) throw new ShopError('ORDER_NOT_FOUND', `Order ${id} does not exist`);
  const events = await manager.find(OrderEvent, { where: { orderId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
  const refunds = await manager.find(OrderRefund, { where: { orderId: id }, order: { createdAt: 'ASC', id: 'ASC' } });
  const deliveryWindow = (await bookedWindowsOfOrders(manager, [id])).get(id) ?? null;
  return toAdminOrder(order, events, refunds, deliveryWindow);
}
