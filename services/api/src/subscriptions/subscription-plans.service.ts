import { Injectable } from '@nestjs/common';
import { ShopError } from '../common/errors/shop-error.js';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SubscriptionPlan as SubscriptionPlanResponse } from '@shop/contracts/subscription-plans';
import { SubscriptionPlan } from './subscription-plan.entity.js';

function toPlanResponse(plan: SubscriptionPlan): SubscriptionPlanResponse {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: plan.price,
    regularPrice: plan.regularPrice,
    bottleCount: plan.bottleCount,
    features: plan.features,
    isPopular: plan.isPopular ? 'true' : 'false',
  };
}

@Injectable()
export class SubscriptionPlansService {
  constructor(@InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>) {}

  async list(): Promise<SubscriptionPlanResponse[]> {
    const rows = await this.plans.find({ order: { bottleCount: 'ASC', id: 'ASC' } });
    return rows.map(toPlanResponse);
  }

  async get(id: number): Promise<SubscriptionPlanResponse> {
    const plan = await this.plans.findOneBy({ id });
    if (!plan) throw new ShopError('PLAN_NOT_FOUND', `Subscription plan ${id} does not exist`);
    return toPlanResponse(plan);
  }
}
