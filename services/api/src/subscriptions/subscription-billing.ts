import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { toCents } from '@shop/contracts/money';
import { StripeGateway } from '../payments/stripe-gateway.js';
import type { Subscription } from './subscription.entity.js';

/** Stripe Checkout sessions expire after this long (Stripe's minimum); an unpaid first box then goes back on the shelf. */
export const SUBSCRIPTION_CHECKOUT_MINUTES = 30;

/** Where a subscription's dates live in Stripe's API (since 2025 on the item, not the subscription). */
export function stripePeriod(subscription: Stripe.Subscription): { start: Date; end: Date } | null {
  const item = subscription.items.data[0];
  if (!item) return null;
  return { start: new Date(item.current_period_start * 1000), end: new Date(item.current_period_end * 1000) };
}

/**
 * The subscription side of Stripe Billing, through the official SDK: one Customer per shopper, a
 * Checkout Session in subscription mode priced from the plan, and the shopper's own changes
 * mirrored (pause_collection for skipped and paused boxes, cancel_at_period_end).
 */
@Injectable()
export class SubscriptionBilling {
  constructor(private readonly stripe: StripeGateway) {}

  get enabled(): boolean {
    return this.stripe.enabled;
  }

  /** The shopper's Stripe Customer: the one they already have, or one made once (keyed by shopper). */
  async customerFor(
    user: { id: string; email: string; firstName: string | null; lastName: string | null },
    existing: string | null,
  ): Promise<string> {
    if (existing) return existing;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const customer = await this.stripe.sdk.customers.create(
      { email: user.email, ...(name ? { name } : {}), metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    return customer.id;
  }

  async createCheckoutSession(
    subscription: Subscription,
    customerId: string,
    now: Date,
  ): Promise<{ id: string; url: string }> {
    const metadata = { subscriptionId: String(subscription.id) };
    const session = await this.stripe.sdk.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: String(subscription.id),
        metadata,
        subscription_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: toCents(subscription.plan.price),
              recurring: { interval: 'month' },
              product_data: { name: `${subscription.plan.name} (${subscription.plan.bottleCount} oils a month)` },
            },
          },
        ],
        success_url: this.stripe.shopUrl(
          `/subscriptions/success?subscription_id=${subscription.id}&session_id={CHECKOUT_SESSION_ID}`,
        ),
        cancel_url: this.stripe.shopUrl(`/subscriptions/checkout/${subscription.planId}?payment=cancelled`),
        expires_at: Math.floor(now.getTime() / 1000) + SUBSCRIPTION_CHECKOUT_MINUTES * 60,
      },
      { idempotencyKey: `subscription-${subscription.id}-checkout-session` },
    );
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url };
  }

  retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    return this.stripe.sdk.checkout.sessions.retrieve(sessionId);
  }

  retrieveSubscription(stripeSubscriptionId: string): Promise<Stripe.Subscription> {
    return this.stripe.sdk.subscriptions.retrieve(stripeSubscriptionId);
  }

  /** Closes an unpaid Checkout Session that a newer one replaced; a session already over is left alone. */
  async expireSession(sessionId: string): Promise<void> {
    const session = await this.retrieveSession(sessionId);
    if (session.status === 'open') await this.stripe.sdk.checkout.sessions.expire(sessionId);
  }

  /** Stripe bills nothing until `resumesAt` (invoices in between are voided); null bills again now. */
  async pauseCollection(stripeSubscriptionId: string, resumesAt: Date | null): Promise<void> {
    await this.stripe.sdk.subscriptions.update(stripeSubscriptionId, {
      pause_collection: resumesAt ? { behavior: 'void', resumes_at: Math.floor(resumesAt.getTime() / 1000) } : '',
    });
  }

  async cancelAtPeriodEnd(stripeSubscriptionId: string, cancel: boolean): Promise<void> {
    await this.stripe.sdk.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: cancel });
  }

  /** Stripe's own page where the shopper updates their card, returning to the manage page. */
  async billingPortalUrl(customerId: string): Promise<string> {
    const session = await this.stripe.sdk.billingPortal.sessions.create({
      customer: customerId,
      return_url: this.stripe.shopUrl('/subscriptions/manage'),
    });
    return session.url;
  }
}
