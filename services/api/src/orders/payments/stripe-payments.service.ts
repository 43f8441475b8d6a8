import { Injectable } from '@nestjs/common';
import { toCents } from '@shop/contracts/money';
import { StripeGateway } from '../../payments/stripe-gateway.js';
import type { Order } from '../order.entity.js';

/** Stripe Checkout sessions expire after this long (Stripe's minimum); unpaid orders then give their stock back. */
export const CHECKOUT_SESSION_MINUTES = 30;

/** Card payment of one order through Stripe Checkout. */
@Injectable()
export class StripePaymentsService {
  constructor(private readonly stripe: StripeGateway) {}

  get enabled(): boolean {
    return this.stripe.enabled;
  }

  /** A hosted payment page for the order's exact amounts; Stripe's idempotency key is the order's. */
  async createCheckoutSession(order: Order): Promise<{ id: string; url: string }> {
    const stripe = this.stripe.sdk;
    const extraLine = (name: string, amount: string) =>
      toCents(amount) > 0
        ? [{ quantity: 1, price_data: { currency: 'usd', unit_amount: toCents(amount), product_data: { name } } }]
        : [];
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(order.id),
        customer_email: order.email,
        metadata: { orderId: String(order.id) },
        line_items: [
          ...order.items.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: 'usd', unit_amount: toCents(line.unitPrice), product_data: { name: line.name } },
          })),
          ...extraLine('Sales tax (8.875%)', order.tax),
          ...extraLine('Shipping', order.shipping),
        ],
        success_url: this.stripe.shopUrl(`/orders/${order.id}?payment=success`),
        cancel_url: this.stripe.shopUrl('/checkout?payment=cancelled'),
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_MINUTES * 60,
      },
      { idempotencyKey: `order-${order.id}-checkout-session` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }
}
