import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  checkoutOptionsSchema,
  orderIdParamsSchema,
  orderListSchema,
  orderSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  type PlaceOrderRequest,
} from '@shop/contracts/orders';
import { Public } from '../common/access/access.decorators.js';
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../common/response-schema.js';
import { IdempotencyKey } from '../common/idempotency-key.decorator.js';
import { validBody, validParams } from '../common/zod-validation.pipe.js';
import { OrdersService } from './orders.service.js';

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('checkout/options')
  @Public()
  @ResponseSchema(checkoutOptionsSchema)
  options() {
    return { paymentMethods: this.orders.paymentMethods() };
  }

  @Post('orders')
  @ResponseSchema(placeOrderResponseSchema)
  place(
    @IdempotencyKey() idempotencyKey: string,
    @Body(validBody(placeOrderRequestSchema)) body: PlaceOrderRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.orders.place(user.id, body, idempotencyKey);
  }

  @Get('orders')
  @ResponseSchema(orderListSchema)
  list(@AuthUser() user: Express.User) {
    return this.orders.list(user.id);
  }

  @Get('orders/:id')
  @ResponseSchema(orderSchema)
  get(
    @Param(validParams(orderIdParamsSchema)) params: z.output<typeof orderIdParamsSchema>,
    @AuthUser() user: Express.User,
  ) {
    return this.orders.get(user.id, params.id);
  }
}
