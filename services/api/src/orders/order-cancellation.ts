import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CartService } from '../cart/cart.service.js';
import { StockService } from '../catalog/stock.service.js';
import { WindowBookings } from '../delivery/bookings/window-bookings.js';
import type { Order } from './order.entity.js';
import { recordOrderEvent } from './order-timeline.js';

export interface CancellationDetails {
  /** Staff who cancelled it; none when the shop did (an unpaid checkout ended). */
  actorEmail?: string | null;
  note?: string | null;
  /**
   * Whether the lines go back to the shopper's cart. Yes when their own checkout ended unpaid (they
   * meant to buy); no when the shop cancels an order (they would find it in their cart unasked).
   */
  restoreCart?: boolean;
}

/**
 * An unpaid card order ends: its stock goes back, its delivery window's place is freed, and its
 * lines go back to the shopper's cart, so nothing they chose is lost.
 */
@Injectable()
export class OrderCancellation {
  constructor(
    private readonly cart: CartService,
    private readonly stock: StockService,
    private readonly bookings: WindowBookings,
  ) {}

  async cancelAndRestock(manager: EntityManager, order: Order, details: CancellationDetails = {}): Promise<void> {
    for (const item of [...order.items].sort((a, b) => a.productId - b.productId)) {
      await this.stock.putBack(manager, item.productId, item.quantity);
    }
    order.status = 'cancelled';
    await manager.save(order);
    await this.bookings.release(manager, { orderId: order.id });
    await recordOrderEvent(manager, order.id, 'cancelled', {
      actorEmail: details.actorEmail ?? null,
      note: details.note ?? (details.actorEmail ? null : 'The card payment was not completed'),
    });
    const restoreCart = details.restoreCart ?? true;
    if (restoreCart && order.userId && order.subscriptionId === null) {
      await this.cart.restore(manager, order.userId, order.items);
    }
  }
}
