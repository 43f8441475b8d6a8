import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CartService } from '../cart/cart.service.js';
import { StockService } from '../catalog/stock.service.js';
import type { Order } from './order.entity.js';

/**
 * An unpaid card order ends: its stock goes back, and so do its lines to the shopper's cart, so
 * nothing they chose is lost.
 */
@Injectable()
export class OrderCancellation {
  constructor(
    private readonly cart: CartService,
    private readonly stock: StockService,
  ) {}

  async cancelAndRestock(manager: EntityManager, order: Order): Promise<void> {
    for (const item of [...order.items].sort((a, b) => a.productId - b.productId)) {
      await this.stock.putBack(manager, item.productId, item.quantity);
    }
    order.status = 'cancelled';
    await manager.save(order);
    if (order.userId && order.subscriptionId === null) await this.cart.restore(manager, order.userId, order.items);
  }
}
