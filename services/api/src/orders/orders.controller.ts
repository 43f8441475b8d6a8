import { Body, Controller, Get, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
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
import { deliveryWindowChoiceSchema, type DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { OrderWindowMoves } from './order-window-moves.service.js';
import { OrdersService } from './orders.service.js';
import { PayOnDeliveryLimitsService } from './pay-on-delivery-limits.service.js';

@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly windowMoves: OrderWindowMoves,
    private readonly payOnDelivery: PayOnDeliveryLimitsService,
  ) {}

  @Get('checkout/options')
  @Public()
  @ResponseSchema(checkoutOptionsSchema)
  async options(@Req() request: Request) {
    // A signed-in shopper whose missed deliveries suspended pay on delivery is not offered it.
    return { paymentMethods: await this.payOnDelivery.offeredTo(this.orders.paymentMethods(), request.user?.id) };
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

  /** The shopper moves their order to another offered window, until the cutoff of the one held. */
  @Put('orders/:id/delivery-window')
  @ResponseSchema(orderSchema)
  async moveWindow(
    @Param(validParams(orderIdParamsSchema)) params: z.output<typeof orderIdParamsSchema>,
    @Body(validBody(deliveryWindowChoiceSchema)) body: DeliveryWindowChoice,
    @AuthUser() user: Express.User,
  ) {
    await this.windowMoves.move({ orderId: params.id, choice: body, userId: user.id });
    return this.orders.get(user.id, params.id);
  }
}
