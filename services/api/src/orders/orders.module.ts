import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AbandonedOrderSweeper } from './abandoned-order-sweeper.js';
import { Order } from './order.entity.js';
import { OrdersController } from './orders.controller.js';
import { OrdersService } from './orders.service.js';
import { StripePaymentsService } from './payments/stripe-payments.service.js';
import { StripeEvent } from './stripe-event.entity.js';

/** Checkout, payments (Stripe Checkout, pay on delivery) and order history. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, StripeEvent]), CartModule, CatalogModule],
  controllers: [OrdersController],
  providers: [OrdersService, StripePaymentsService, AbandonedOrderSweeper],
  exports: [OrdersService],
})
export class OrdersModule {}
