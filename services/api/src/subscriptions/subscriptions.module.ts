import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AdminSubscriptionsController } from './admin/admin-subscriptions.controller.js';
import { AdminSubscriptionsReader } from './admin/admin-subscriptions.reader.js';
import { BoxCycles } from './box-cycles.service.js';
import { BoxDeliveries } from './box-deliveries.js';
import { BoxDeliveryNotice } from './box-delivery-notice.js';
import { BoxDeliveryViews } from './box-delivery-views.js';
import { CheckoutFulfilment } from './checkout-fulfilment.js';
import { OilSelection } from './oil-selection.js';
import { PayOnDeliverySubscriptionCount } from './pay-on-delivery-subscription-count.js';
import { OpenCheckouts } from './open-checkouts.js';
import { RenewalReminders } from './renewal-reminders.js';
import { RenewalScheduler } from './renewal-scheduler.js';
import { RenewalsService } from './renewals.service.js';
import { StripeSubscriptionMirror } from './stripe-subscription-mirror.js';
import { SubscriptionBilling } from './subscription-billing.js';
import { SubscriptionChanges } from './subscription-changes.service.js';
import { SubscriptionCheckoutService } from './subscription-checkout.service.js';
import { SubscriptionCycle } from './subscription-cycle.entity.js';
import { SubscriptionDeliveryChanges } from './subscription-delivery-changes.js';
import { SubscriptionPaymentEvents } from './subscription-payment-events.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { SubscriptionPlansController } from './subscription-plans.controller.js';
import { SubscriptionPlansService } from './subscription-plans.service.js';
import { Subscription } from './subscription.entity.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Plans, subscribing, the boxes and their renewals, Stripe Billing, and the shopper's own changes. */
@Module({
  imports: [
    TypeOrmModule.forFeature([SubscriptionPlan, Subscription, SubscriptionCycle]),
    CatalogModule,
    DeliveryModule,
    OrdersModule,
    PaymentsModule,
  ],
  controllers: [SubscriptionPlansController, SubscriptionsController, AdminSubscriptionsController],
  providers: [
    SubscriptionPlansService,
    SubscriptionsService,
    SubscriptionCheckoutService,
    SubscriptionChanges,
    SubscriptionBilling,
    SubscriptionPaymentEvents,
    StripeSubscriptionMirror,
    CheckoutFulfilment,
    OpenCheckouts,
    BoxCycles,
    OilSelection,
    BoxDeliveries,
    BoxDeliveryNotice,
    BoxDeliveryViews,
    SubscriptionDeliveryChanges,
    RenewalsService,
    RenewalScheduler,
    RenewalReminders,
    AdminSubscriptionsReader,
    PayOnDeliverySubscriptionCount,
  ],
  exports: [SubscriptionPlansService, SubscriptionsService, RenewalsService, RenewalScheduler, OpenCheckouts],
})
export class SubscriptionsModule {}
