import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { DeliveryRun } from './delivery-run.entity.js';
import { DeliveryRunsController } from './delivery-runs.controller.js';
import { DeliveryStop } from './delivery-stop.entity.js';
import { RunClose } from './run-close.service.js';
import { RunEmails } from './run-emails.js';
import { RunStart } from './run-start.service.js';
import { RunsReader } from './runs.reader.js';
import { StopOutcomes } from './stop-outcomes.service.js';
import { ZipCentroids } from './zip-centroids.js';

/**
 * Delivery runs: a dated window's booked orders driven out in one van, what happened at each
 * door, and the close that settles orders, missed deliveries and money. Over the delivery and
 * orders modules (orders depends on delivery, so runs cannot live in either).
 */
@Module({
  imports: [TypeOrmModule.forFeature([DeliveryRun, DeliveryStop]), DeliveryModule, OrdersModule],
  controllers: [DeliveryRunsController],
  providers: [RunsReader, RunStart, StopOutcomes, RunClose, RunEmails, ZipCentroids],
})
export class DeliveryRunsModule {}
