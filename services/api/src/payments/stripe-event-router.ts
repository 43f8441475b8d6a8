import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { StripeEvent } from './stripe-event.entity.js';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The part of a module that acts on the Stripe events it owns (orders: one-off payments;
 * subscriptions: subscription-mode checkouts, invoices, subscription changes).
 */
export interface StripeEventHandler<Prepared = unknown> {
  owns(event: Stripe.Event): boolean;
  /** Network work (e.g. reading the current object from Stripe), done before the transaction opens. */
  prepare?(event: Stripe.Event): Promise<Prepared>;
  /** The event's effect, in the transaction that records the event as applied. */
  apply(manager: EntityManager, event: Stripe.Event, prepared: Prepared): Promise<Exclude<WebhookOutcome, 'duplicate'>>;
}

/**
 * Hands each verified event to the module that owns it and applies it once: the event id is
 * recorded in the same transaction as its effect, so a redelivery changes nothing, and an effect
 * that fails rolls the record back (Stripe then delivers the event again).
 */
@Injectable()
export class StripeEventRouter {
  private readonly handlers: StripeEventHandler[] = [];

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  register(handler: StripeEventHandler): void {
    this.handlers.push(handler);
  }

  async apply(event: Stripe.Event): Promise<WebhookOutcome> {
    const handler = this.handlers.find((candidate) => candidate.owns(event));
    if (!handler) return this.recordOnce(event, async () => 'ignored');
    if (await this.alreadyApplied(event.id)) return 'duplicate';
    const prepared = await handler.prepare?.(event);
    return this.recordOnce(event, (manager) => handler.apply(manager, event, prepared));
  }

  private async alreadyApplied(eventId: string): Promise<boolean> {
    return (await this.dataSource.getRepository(StripeEvent).countBy({ id: eventId })) > 0;
  }

  private recordOnce(
    event: Stripe.Event,
    effect: (manager: EntityManager) => Promise<Exclude<WebhookOutcome, 'duplicate'>>,
  ): Promise<WebhookOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const recorded = await manager
        .createQueryBuilder()
        .insert()
        .into(StripeEvent)
        .values({ id: event.id, type: event.type })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (recorded.raw.length === 0) return 'duplicate';
      return effect(manager);
    });
  }
}
