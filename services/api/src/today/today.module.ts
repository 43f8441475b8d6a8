import { Module } from '@nestjs/common';
import { TodayController } from './today.controller.js';
import { TodayReader } from './today.reader.js';

/** The back office's Today dashboard: a read model across orders, inbox, subscriptions and stock. */
@Module({
  controllers: [TodayController],
  providers: [TodayReader],
})
export class TodayModule {}
