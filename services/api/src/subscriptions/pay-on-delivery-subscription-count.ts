import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { SubscriptionStatus } from '@shop/contracts/subscriptions';
import { PayOnDeliveryLimitsService } from '../orders/pay-on-delivery-limits.service.js';
import { Subscription } from './subscription.entity.js';

/** A subscription that will send more boxes (a paused one resumes by itself). */
const LIVE_STATUSES: SubscriptionStatus[] = ['active', 'past_due', 'paused'];

/** Tells the pay-on-delivery limits how many such subscriptions a shopper has (for subscribing and the back office). */
@Injectable()
export class PayOnDeliverySubscriptionCount {
  constructor(limits: PayOnDeliveryLimitsService) {
    limits.countSubscriptionsWith((manager, userId) =>
      manager.countBy(Subscription, { userId, paymentMethod: 'pay_on_delivery', status: In(LIVE_STATUSES) }),
    );
  }
}
