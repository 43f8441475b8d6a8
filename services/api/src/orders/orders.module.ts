import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AbandonedOrderSweeper } from './abandoned-order-sweeper.js';
import { AdminOrdersController } from './admin/admin-orders.controller.js';
import { AdminOrdersReader } from './admin/admin-orders-reader.js';
import { ChargeRefundedEvents } from './admin/charge-refunded-events.js';
import { OrderRefunds } from './admin/order-refunds.js';
import { OrderTransitions } from './admin/order-transitions.js';
import { BoxOrdersService } from './box-orders.service.js';
import { Order } from './order.entity.js';
import { OrderCancellation } from './order-cancellation.js';
import { OrderEmails } from './order-emails.js';
import { OrderEvent } from './order-event.entity.js';
import { OrderRefund } from './order-refund.entity.js';
import { OrderPaymentEvents } from './order-payment-events.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { StripePaymentsService } from './payments/stripe-payments.service.js';

/**
 * Checkout, payments of one-off orders (Stripe Checkout, pay on delivery), order history, box orders,
 * and the back office's orders (list, fulfilment moves, refunds, timeline, order e-mails).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderEvent, OrderRefund]), CartModule, CatalogModule, PaymentsModule],
  controllers: [OrdersController, AdminOrdersController],
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
  ],
  exports: [OrdersService, BoxOrdersService],
})
export class OrdersModule {}
