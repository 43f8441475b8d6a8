import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Subscription } from './subscription.entity.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { SubscriptionPlansController } from './subscription-plans.controller.js';
import { SubscriptionPlansService } from './subscription-plans.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionPlan, Subscription])],
  controllers: [SubscriptionPlansController],
  providers: [SubscriptionPlansService],
  exports: [SubscriptionPlansService],
})
export class SubscriptionsModule {}
