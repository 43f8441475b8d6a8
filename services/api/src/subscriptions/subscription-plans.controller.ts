import { Controller, Get, Param } from '@nestjs/common';
import {
  planIdParamsSchema,
  subscriptionPlanListSchema,
  subscriptionPlanSchema,
  type PlanIdParams,
} from '@shop/contracts/subscription-plans';
import { Public } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validParams } from '../common/zod-validation.pipe.js';
import { SubscriptionPlansService } from './subscription-plans.service.js';

@Public()
@Controller('subscriptions/plans')
export class SubscriptionPlansController {
  constructor(private readonly plansService: SubscriptionPlansService) {}

  @Get()
  @ResponseSchema(subscriptionPlanListSchema)
  list() {
    return this.plansService.list();
  }

  @Get(':planId')
  @ResponseSchema(subscriptionPlanSchema)
  get(@Param(validParams(planIdParamsSchema)) params: PlanIdParams) {
    return this.plansService.get(params.planId);
  }
}
