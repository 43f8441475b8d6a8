import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

/**
 * The shop's one Stripe SDK client, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
 * Orders and subscriptions both pay through it; STRIPE_API_URL points it at the tests' double.
 */
@Injectable()
export class StripeGateway {
  private readonly client: Stripe | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const settings = config.payments.stripe;
    this.client = settings
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
    return this.client !== undefined;
  }

  /** The SDK; only called on paths that checked `enabled` (a bug otherwise, hence a plain Error). */
  get sdk(): Stripe {
    if (!this.client) throw new Error('Stripe is not configured');
    return this.client;
  }

  /** An absolute address on the shop, for Stripe's success, cancel and return URLs. */
  shopUrl(path: string): string {
    return new URL(path, this.config.publicUrl).href;
  }

  /** Verifies the Stripe-Signature header over the exact raw body; throws when it does not match. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.sdk.webhooks.constructEvent(rawBody, signature, this.config.payments.stripe!.webhookSecret);
  }
}
