import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { toCents } from '@shop/contracts/money';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import type { Order } from '../order.entity.js';

/** Stripe Checkout sessions expire after this long (Stripe's minimum); unpaid orders then give their stock back. */
export const CHECKOUT_SESSION_MINUTES = 30;

/** Card payments through the official Stripe SDK, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set. */
@Injectable()
export class StripePaymentsService {
  private readonly stripe: Stripe | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const settings = config.payments.stripe;
    this.stripe = settings
      ? new Stripe(settings.secretKey, {
          maxNetworkRetries: 2,
          ...(settings.apiUrl
            ? {
                host: settings.apiUrl.hostname,
                port: Number(settings.apiUrl.port || (settings.apiUrl.protocol === 'https:' ? 443 : 80)),
                protocol: settings.apiUrl.protocol.replace(':', '') as 'http' | 'https',
              }
            : {}),
        })
      : undefined;
  }

  get enabled(): boolean {
    return this.stripe !== undefined;
  }

  /** A hosted payment page for the order's exact amounts; Stripe's idempotency key is the order's. */
  async createCheckoutSession(order: Order): Promise<{ id: string; url: string }> {
    const stripe = this.required();
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
        success_url: new URL(`/orders/${order.id}?payment=success`, this.config.publicUrl).href,
        cancel_url: new URL('/checkout?payment=cancelled', this.config.publicUrl).href,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_MINUTES * 60,
      },
      { idempotencyKey: `order-${order.id}-checkout-session` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  /** Verifies the Stripe-Signature header over the exact raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.required().webhooks.constructEvent(rawBody, signature, this.config.payments.stripe!.webhookSecret);
  }

  private required(): Stripe {
    if (!this.stripe) throw new Error('Stripe is not configured');
    return this.stripe;
  }
}
