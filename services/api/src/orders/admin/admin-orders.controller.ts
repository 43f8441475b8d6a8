import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import type { z } from 'zod';
import {
  adminOrderPageSchema,
  adminOrderQuerySchema,
  adminOrderSchema,
  orderStatusChangeRequestSchema,
  refundRequestSchema,
  refundResponseSchema,
  type AdminOrderQuery,
  type OrderStatusChangeRequest,
  type RefundRequest,
} from '@shop/contracts/admin-orders';
import { deliveryWindowChoiceSchema, type DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { orderIdParamsSchema } from '@shop/contracts/orders';
import { OwnerOnly } from '../../common/access/access.decorators.js';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { IdempotencyKey } from '../../common/idempotency-key.decorator.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validBody, validParams, validQuery } from '../../common/zod-validation.pipe.js';
import { AdminOrdersReader } from './admin-orders.reader.js';
import { OrderRefunds } from './order-refunds.service.js';
import { OrderTransitions } from './order-transitions.service.js';
import { OrderWindowMoves } from '../order-window-moves.service.js';

type OrderIdParams = z.output<typeof orderIdParamsSchema>;

const actorOf = (user: Express.User) => ({ id: user.id, email: user.email });

/** The back office's orders: the list, one order, moving it along, and (the owner) refunds. */
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly reader: AdminOrdersReader,
    private readonly transitions: OrderTransitions,
    private readonly refunds: OrderRefunds,
    private readonly windowMoves: OrderWindowMoves,
  ) {}

  /** Staff move any order not yet out for delivery, past its cutoff too (capacity still holds). */
  @Put(':id/delivery-window')
  @ResponseSchema(adminOrderSchema)
  async moveWindow(
    @Param(validParams(orderIdParamsSchema)) params: OrderIdParams,
    @Body(validBody(deliveryWindowChoiceSchema)) body: DeliveryWindowChoice,
    @AuthUser() user: Express.User,
  ) {
    await this.windowMoves.move({ orderId: params.id, choice: body, staff: actorOf(user) });
    return this.reader.detail(params.id);
  }

  @Get()
  @ResponseSchema(adminOrderPageSchema)
  list(@Query(validQuery(adminOrderQuerySchema)) query: AdminOrderQuery) {
    return this.reader.page(query);
  }

  @Get(':id')
  @ResponseSchema(adminOrderSchema)
  get(@Param(validParams(orderIdParamsSchema)) params: OrderIdParams) {
    return this.reader.detail(params.id);
  }

  @Post(':id/status')
  @HttpCode(200)
  @ResponseSchema(adminOrderSchema)
  move(
    @Param(validParams(orderIdParamsSchema)) params: OrderIdParams,
    @Body(validBody(orderStatusChangeRequestSchema)) body: OrderStatusChangeRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.transitions.move(params.id, body.status, actorOf(user));
  }

  @Post(':id/refunds')
  @OwnerOnly()
  @ResponseSchema(refundResponseSchema)
  refund(
    @Param(validParams(orderIdParamsSchema)) params: OrderIdParams,
    @IdempotencyKey() idempotencyKey: string,
    @Body(validBody(refundRequestSchema)) body: RefundRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.refunds.refund(params.id, body, idempotencyKey, actorOf(user));
  }
}
