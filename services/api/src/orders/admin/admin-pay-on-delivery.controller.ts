import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import type { z } from 'zod';
import {
  liftPayOnDeliveryLimitsRequestSchema,
  payOnDeliveryLimitsSchema,
  type LiftPayOnDeliveryLimitsRequest,
} from '@shop/contracts/admin-pay-on-delivery';
import { orderIdParamsSchema } from '@shop/contracts/orders';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validBody, validParams } from '../../common/zod-validation.pipe.js';
import { PayOnDeliveryLifts } from './pay-on-delivery-lifts.service.js';

type OrderIdParams = z.output<typeof orderIdParamsSchema>;

/** The pay-on-delivery limits of the account that placed an order, for staff and owners. */
@Controller('admin/orders')
export class AdminPayOnDeliveryController {
  constructor(private readonly lifts: PayOnDeliveryLifts) {}

  @Get(':id/pay-on-delivery-limits')
  @ResponseSchema(payOnDeliveryLimitsSchema)
  read(@Param(validParams(orderIdParamsSchema)) params: OrderIdParams) {
    return this.lifts.read(params.id);
  }

  @Put(':id/pay-on-delivery-limits')
  @ResponseSchema(payOnDeliveryLimitsSchema)
  lift(
    @Param(validParams(orderIdParamsSchema)) params: OrderIdParams,
    @Body(validBody(liftPayOnDeliveryLimitsRequestSchema)) body: LiftPayOnDeliveryLimitsRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.lifts.set(params.id, body.liftForDays, { id: user.id, email: user.email });
  }
}
