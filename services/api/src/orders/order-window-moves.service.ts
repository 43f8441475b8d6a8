import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { DatedWindow, DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import type { OrderStatus } from '@shop/contracts/orders';
import { AuditTrail, type AuditActor } from '../audit/audit-trail.js';
import { ShopError } from '../common/errors/shop-error.js';
import { BookedWindows } from '../delivery/bookings/booked-windows.reader.js';
import { MovedBookings } from '../delivery/bookings/moved-bookings.js';
import { WindowBookings } from '../delivery/bookings/window-bookings.js';
import { DeliveryOffers } from '../delivery/schedule/delivery-offers.js';
import { DeliveryZones } from '../delivery/schedule/delivery-zones.js';
import { Order } from './order.entity.js';
import { OrderEmails } from './order-emails.js';
import { recordOrderEvent } from './order-timeline.js';

/**
 * Orders whose delivery can still be moved: not yet out of the door, delivered or cancelled, or
 * back from a failed delivery (to_reschedule), which a new window sends back to packed.
 */
const MOVABLE_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'confirmed', 'packed', 'to_reschedule'];

interface Move {
  orderId: number;
  choice: DeliveryWindowChoice;
  /** Staff moves ignore cutoffs (capacity still holds) and are audited. */
  staff?: AuditActor;
  /** A shopper moves only their own orders. */
  userId?: string;
}

/**
 * Moving an order to another delivery window: the shopper until the cutoff of the window held,
 * staff for any order not yet out for delivery. The new place is taken (the day's row locked)
 * before the order row, in the one lock order of every writer; the old place is freed by the
 * same row update. Each move writes a timeline entry and e-mails the shopper.
 */
@Injectable()
export class OrderWindowMoves implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly zones: DeliveryZones,
    private readonly offers: DeliveryOffers,
    private readonly bookings: WindowBookings,
    private readonly bookedWindows: BookedWindows,
    private readonly emails: OrderEmails,
    private readonly audit: AuditTrail,
    private readonly movedBookings: MovedBookings,
  ) {}

  /** Orders the schedule moved (a closure over their day) get the timeline entry and the e-mail. */
  onModuleInit(): void {
    this.movedBookings.listen(async (manager, moved) => {
      for (const { orderId, from, to } of moved) {
        if (orderId === null) continue;
        const order = await manager.findOneByOrFail(Order, { id: orderId });
        await recordOrderEvent(manager, orderId, 'window_moved', { note: `${from.label} → ${to.label} (closed)` });
        await this.emails.windowMoved(manager, order, to, 'staff');
      }
    });
  }

  move({ orderId, choice, staff, userId }: Move): Promise<{ order: Order; window: DatedWindow }> {
    return this.dataSource.transaction(async (manager) => {
      const found = await manager.findOneBy(Order, { id: orderId, ...(userId ? { userId } : {}) });
      if (!found) throw new ShopError('ORDER_NOT_FOUND', `Order ${orderId} does not exist`);
      const before = await this.bookedWindows.ofOrder(manager, orderId);
      if (!staff) await this.assertShopperMayMove(manager, found);
      const zone = await this.zones.zoneOf(manager, found.zipCode);
      await this.bookings.take(manager, zone, choice, { orderId }, { ignoreCutoff: Boolean(staff) });
      // Locked after the day: the status is judged again now that no one else can change it.
      const order = await manager.findOneOrFail(Order, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!MOVABLE_STATUSES.includes(order.status)) throw notMovable(order.status);
      const window = (await this.bookedWindows.ofOrder(manager, orderId))!;
      if (order.status === 'to_reschedule') {
        order.status = 'packed';
        await manager.save(order);
        await recordOrderEvent(manager, orderId, 'packed', { actorEmail: staff?.email ?? null, note: 'Rescheduled' });
      } else if (before?.windowId === window.windowId && before.date === window.date) {
        return { order, window };
      }
      await recordOrderEvent(manager, orderId, 'window_moved', {
        actorEmail: staff?.email ?? null,
        note: `${before ? before.label : 'No window'} → ${window.label}`,
      });
      if (staff) {
        await this.audit.record(manager, staff, {
          action: 'order.window_moved',
          entityType: 'order',
          entityId: orderId,
          before: { deliveryWindow: before },
          after: { deliveryWindow: window },
        });
      }
      await this.emails.windowMoved(manager, order, window, staff ? 'staff' : 'shopper');
      return { order, window };
    });
  }

  /** The window held must still be before its cutoff; an order without one may pick any offered. */
  private async assertShopperMayMove(manager: EntityManager, order: Order): Promise<void> {
    if (!MOVABLE_STATUSES.includes(order.status)) throw notMovable(order.status);
    const held = await this.bookings.held(manager, { orderId: order.id });
    if (held && this.offers.now().getTime() >= held.cutoffAt.getTime()) {
      throw new ShopError('DELIVERY_WINDOW_LOCKED', undefined, {
        fieldErrors: [{ field: 'deliveryWindow', message: new ShopError('DELIVERY_WINDOW_LOCKED').message }],
      });
    }
  }
}

function notMovable(status: OrderStatus): ShopError {
  const message = `An order that is ${status.replace(/_/g, ' ')} cannot change its delivery window.`;
  return new ShopError('DELIVERY_WINDOW_LOCKED', message, { fieldErrors: [{ field: 'deliveryWindow', message }] });
}
