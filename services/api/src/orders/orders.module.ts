import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AbandonedOrderSweeper } from './abandoned-order-sweeper.js';
import { AdminPayOnDeliveryController } from './admin/admin-pay-on-delivery.controller.js';
import { AdminOrdersController } from './admin/admin-orders.controller.js';
import { AdminOrdersReader } from './admin/admin-orders.reader.js';
import { ChargeRefundedEvents } from './admin/charge-refunded-events.js';
import { OrderRefunds } from './admin/order-refunds.service.js';
import { OrderTransitions } from './admin/order-transitions.service.js';
import { PayOnDeliveryLifts } from './admin/pay-on-delivery-lifts.service.js';
import { PayOnDeliveryReinstatement } from './admin/pay-on-delivery-reinstatement.service.js';
import { BoxOrdersService } from './box-orders.service.js';
import { Order } from './order.entity.js';
import { OrderCancellation } from './order-cancellation.js';
import { OrderDeliveries } from './order-deliveries.service.js';
import { OrderEmails } from './order-emails.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderRefund } from './order-refund.entity.js';
import { OrderPaymentEvents } from './order-payment-events.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { OrderWindowMoves } from './order-window-moves.service.js';
import { PayOnDeliveryLift } from './pay-on-delivery-lift.entity.js';
import { PayOnDeliveryLimitsService } from './pay-on-delivery-limits.service.js';
import { PayOnDeliveryStanding } from './pay-on-delivery-standing.entity.js';
import { PayOnDeliveryStandings } from './pay-on-delivery-standings.service.js';
import { StripePaymentsService } from './payments/stripe-payments.service.js';

/**
 * Checkout, payments of one-off orders (Stripe Checkout, pay on delivery), order history, box orders,
 * the back office's orders (list, fulfilment moves, refunds, timeline, order e-mails), and the
 * pay-on-delivery limits of each shopper.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderEvent, OrderRefund, PayOnDeliveryLift, PayOnDeliveryStanding]),
    CartModule,
    CatalogModule,
    PaymentsModule,
    DeliveryModule,
  ],
  controllers: [OrdersController, AdminOrdersController, AdminPayOnDeliveryController],
  providers: [
    OrdersService,
    StripePaymentsService,
    OrderCancellation,
    OrderPaymentEvents,
    AbandonedOrderSweeper,
    BoxOrdersService,
    OrderEmails,
    AdminOrdersReader,
    OrderTransitions,
    OrderRefunds,
    ChargeRefundedEvents,
    PayOnDeliveryLimitsService,
    PayOnDeliveryLifts,
    PayOnDeliveryStandings,
    PayOnDeliveryReinstatement,
    OrderDeliveries,
    OrderWindowMoves,
  ],
  // OrderDeliveries and PayOnDeliveryStandings: delivery runs move their orders and count missed deliveries.
  exports: [OrdersService, BoxOrdersService, PayOnDeliveryLimitsService, OrderDeliveries, PayOnDeliveryStandings],
})
export class OrdersModule {}
