import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ORDERS_EMAIL, PHONE_DISPLAY } from '@shop/contracts/shop-contact';
import { SHOP_NAME } from '@shop/contracts/site-pages';
import { BookedWindows } from '../delivery/bookings/booked-windows.reader.js';
import { Outbox } from '../mail/outbox.js';
import type { DatedWindow } from '@shop/contracts/delivery-windows';
import type { Order } from './order.entity.js';

function itemLines(order: Order): string {
  return order.items.map((item) => `  ${item.quantity} × ${item.name} — $${item.lineTotal}`).join('\n');
}

function deliveryAddress(order: Order): string {
  const address = order.shippingAddress;
  return `${address.address}, ${address.city}, ${address.state} ${address.zipCode}`;
}

const signature = `\n\nQuestions? Reply to this e-mail, write to ${ORDERS_EMAIL} or call ${PHONE_DISPLAY}.\n\n${SHOP_NAME}`;

/**
 * The e-mails that tell a customer about their order, left in the outbox inside the transaction of
 * the event. The dedupe key is per order and kind, so a replayed webhook or retried request sends once.
 */
@Injectable()
export class OrderEmails {
  constructor(
    private readonly outbox: Outbox,
    private readonly bookedWindows: BookedWindows,
  ) {}

  /**
   * "\nDelivery window: Saturday 28 November, 10:00 AM – 12:00 PM", or nothing for an order without
   * one. `booked` is the window the caller just booked (undefined: read it).
   */
  private async windowLine(manager: EntityManager, order: Order, booked?: DatedWindow | null): Promise<string> {
    const window = booked === undefined ? await this.bookedWindows.ofOrder(manager, order.id) : booked;
    return window ? `\nDelivery window: ${window.label}` : '';
  }

  /**
   * Sent when a pay-on-delivery order is placed, or a card order's payment arrives. Checkout passes
   * the window it booked in the same transaction, saving a read.
   */
  async confirmation(manager: EntityManager, order: Order, window?: DatedWindow | null): Promise<void> {
    const payment =
      order.paymentMethod === 'pay_on_delivery'
        ? `Please have $${order.total} ready when we deliver (cash or card at the door).`
        : `We received your card payment of $${order.total}.`;
    await this.outbox.enqueue(manager, {
      kind: 'order_confirmation',
      dedupeKey: `order-confirmation:${order.id}`,
      to: order.email,
      subject: `Your ${SHOP_NAME} order #${order.id} is confirmed`,
      text:
        `Hello ${order.firstName},\n\nThank you for your order #${order.id}. We will pack it and bring it to you soon.\n\n` +
        `${itemLines(order)}\n\nSubtotal: $${order.subtotal}\nTax: $${order.tax}\nShipping: $${order.shipping}\nTotal: $${order.total}\n\n` +
        `${payment}\n\nDelivery to: ${deliveryAddress(order)}${await this.windowLine(manager, order, window)}` +
        signature,
    });
  }

  /** Sent when staff mark the order out for delivery. */
  async outForDelivery(manager: EntityManager, order: Order): Promise<void> {
    const payment =
      order.paymentMethod === 'pay_on_delivery' ? `\n\nPlease have $${order.total} ready at the door.` : '';
    await this.outbox.enqueue(manager, {
      kind: 'out_for_delivery',
      dedupeKey: `out-for-delivery:${order.id}`,
      to: order.email,
      subject: `Your ${SHOP_NAME} order #${order.id} is on its way`,
      text:
        `Hello ${order.firstName},\n\nYour order #${order.id} left our shop and is on its way to ${deliveryAddress(order)}. ` +
        `It will arrive today.${await this.windowLine(manager, order)}${payment}` +
        signature,
    });
  }

  /** Sent when the shopper or staff move the order to another delivery window. */
  async windowMoved(manager: EntityManager, order: Order, window: DatedWindow, by: 'shopper' | 'staff'): Promise<void> {
    const who = by === 'staff' ? 'We moved' : 'You moved';
    await this.outbox.enqueue(manager, {
      kind: 'delivery_window_moved',
      dedupeKey: `delivery-window-moved:${order.id}:${window.windowId}:${window.date}:${Date.now()}`,
      to: order.email,
      subject: `Your ${SHOP_NAME} order #${order.id} now arrives ${window.label}`,
      text:
        `Hello ${order.firstName},\n\n${who} the delivery of your order #${order.id} to ${window.label}, ` +
        `at ${deliveryAddress(order)}.` +
        signature,
    });
  }
}
