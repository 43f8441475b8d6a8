import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StripeEvent } from './stripe-event.entity.js';
import { StripeEventRouter } from './stripe-event-router.js';
import { StripeGateway } from './stripe-gateway.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';

/**
 * Stripe: the SDK client and the signed webhook endpoint. Modules that take payments register a
 * handler for the events they own; this module knows nothing of orders or subscriptions.
 */
@Module({
  imports: [TypeOrmModule.forFeature([StripeEvent])],
  controllers: [StripeWebhookController],
  providers: [StripeGateway, StripeEventRouter],
  exports: [StripeGateway, StripeEventRouter],
})
export class PaymentsModule {}
