import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { AbandonedOrderSweeper } from './abandoned-order-sweeper.js';
import { BoxOrdersService } from './box-orders.service.js';
import { Order } from './order.entity.js';
import { OrderCancellation } from './order-cancellation.js';
import { OrderPaymentEvents } from './order-payment-events.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { StripePaymentsService } from './payments/stripe-payments.service.js';

/** Checkout, payments of one-off orders (Stripe Checkout, pay on delivery), order history, box orders. */
@Module({
  imports: [TypeOrmModule.forFeature([Order]), CartModule, CatalogModule, PaymentsModule],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    StripePaymentsService,
    OrderCancellation,
    OrderPaymentEvents,
    AbandonedOrderSweeper,
    BoxOrdersService,
  ],
  exports: [OrdersService, BoxOrdersService],
})
export class OrdersModule {}
