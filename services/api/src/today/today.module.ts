import { Module } from '@nestjs/common';
import { TodayController } from './today.controller.js';
import { TodayReadModel } from './today-read-model.js';

/** The back office's Today dashboard: a read model across orders, inbox, subscriptions and stock. */
@Module({
  controllers: [TodayController],
  providers: [TodayReadModel],
})
export class TodayModule {}
