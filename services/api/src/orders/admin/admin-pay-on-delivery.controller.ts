import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import type { z } from 'zod';
import {
  liftPayOnDeliveryLimitsRequestSchema,
  payOnDeliveryLimitsSchema,
  payOnDeliveryStandingSchema,
  reinstatePayOnDeliveryRequestSchema,
  type LiftPayOnDeliveryLimitsRequest,
} from '@shop/contracts/admin-pay-on-delivery';
import { orderIdParamsSchema } from '@shop/contracts/orders';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validBody, validParams } from '../../common/zod-validation.pipe.js';
import { PayOnDeliveryLifts } from './pay-on-delivery-lifts.service.js';
import { PayOnDeliveryReinstatement } from './pay-on-delivery-reinstatement.service.js';

type OrderIdParams = z.output<typeof orderIdParamsSchema>;

/** The pay-on-delivery limits and missed deliveries of the account that placed an order, for staff and owners. */
@Controller('admin/orders')
export class AdminPayOnDeliveryController {
  constructor(
    private readonly lifts: PayOnDeliveryLifts,
    private readonly reinstatement: PayOnDeliveryReinstatement,
  ) {}

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

  @Get(':id/pay-on-delivery-standing')
  @ResponseSchema(payOnDeliveryStandingSchema)
  standing(@Param(validParams(orderIdParamsSchema)) params: OrderIdParams) {
    return this.reinstatement.read(params.id);
  }

  /** Body { reinstate: true }: pay on delivery back on, the missed deliveries forgotten. */
  @Put(':id/pay-on-delivery-standing')
  @ResponseSchema(payOnDeliveryStandingSchema)
  reinstate(
    @Param(validParams(orderIdParamsSchema)) params: OrderIdParams,
    @Body(validBody(reinstatePayOnDeliveryRequestSchema)) _body: unknown,
    @AuthUser() user: Express.User,
  ) {
    return this.reinstatement.reinstate(params.id, { id: user.id, email: user.email });
  }
}
