import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PaymentMethod } from '@shop/contracts/orders';
import { fromCents, toCents } from '@shop/contracts/money';
import { Order, type OrderAddress } from './order.entity.js';
import { OrderEmails } from './order-emails.js';
import { recordOrderEvent } from './order-timeline.js';

export interface BoxOrderInput {
  userId: string;
  subscriptionId: number;
  /** One order per box: the key is the box's, so writing the same box twice finds the first order. */
  boxKey: string;
  customer: { email: string; firstName: string; lastName: string; phone: string };
  shippingAddress: OrderAddress;
  oils: { productId: number; name: string }[];
  /** The plan's monthly price, charged for the whole box (delivery included). */
  price: string;
  paymentMethod: PaymentMethod;
}

/**
 * Splits a box's price over its bottles in whole cents, the first bottles taking the remainder,
 * so the lines always add up to exactly the price.
 */
function bottlePrices(priceCents: number, bottles: number): number[] {
  const base = Math.floor(priceCents / bottles);
  const remainder = priceCents - base * bottles;
  return Array.from({ length: bottles }, (_, index) => base + (index < remainder ? 1 : 0));
}

/**
 * Writes the order of a subscription box, in the caller's transaction. Its stock was already set
 * aside by the subscription (at the cutoff, or at checkout for the first box), so nothing is taken
 * here. Pay-on-delivery boxes are confirmed; card boxes are already paid by their invoice.
 */
@Injectable()
export class BoxOrdersService {
  constructor(private readonly emails: OrderEmails) {}

  async create(manager: EntityManager, input: BoxOrderInput): Promise<Order> {
    const earlier = await manager.findOneBy(Order, { userId: input.userId, idempotencyKey: input.boxKey });
    if (earlier) return earlier;
    const prices = bottlePrices(toCents(input.price), input.oils.length);
    const items = input.oils.map((oil, index) => {
      const unitPrice = fromCents(prices[index]!);
      return { productId: oil.productId, name: oil.name, unitPrice, quantity: 1, lineTotal: unitPrice };
    });
    const order = manager.create(Order, {
      userId: input.userId,
      email: input.customer.email,
      firstName: input.customer.firstName,
      lastName: input.customer.lastName,
      phone: input.customer.phone,
      shippingAddress: input.shippingAddress,
      zipCode: input.shippingAddress.zipCode,
      billingAddress: null,
      items,
      subtotal: input.price,
      tax: '0.00',
      shipping: '0.00',
      total: input.price,
      status: input.paymentMethod === 'pay_on_delivery' ? 'confirmed' : 'paid',
      paymentMethod: input.paymentMethod,
      specialInstructions: null,
      idempotencyKey: input.boxKey,
      paymentIntentId: null,
      stripeCheckoutSessionId: null,
      paymentUrl: null,
      subscriptionId: input.subscriptionId,
    });
    await manager.save(order);
    await recordOrderEvent(manager, order.id, 'placed', { note: `Subscription box (${input.boxKey})` });
    if (order.status === 'paid')
      await recordOrderEvent(manager, order.id, 'paid', { note: 'Paid by the subscription invoice' });
    await this.emails.confirmation(manager, order);
    return order;
  }
}
