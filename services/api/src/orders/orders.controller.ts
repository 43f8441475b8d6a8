import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
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
import { CrossSiteAllowed, Public } from '../common/access/access.decorators.js';
import { ShopError } from '../common/errors/shop-error.js';
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../common/response-schema.js';
import { IdempotencyKey } from '../common/idempotency-key.decorator.js';
import { validBody, validParams } from '../common/zod-validation.pipe.js';
import { OrdersService } from './orders.service.js';
import { StripePaymentsService } from './payments/stripe-payments.service.js';

@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly stripe: StripePaymentsService,
  ) {}

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

  /** Stripe calls this from its servers: signed, so no session and no same-origin check. */
  @Post('stripe/webhook')
  @Public()
  @CrossSiteAllowed()
  @HttpCode(200)
  async stripeWebhook(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    if (!this.stripe.enabled) throw new ShopError('STRIPE_OFF');
    if (!signature || !request.rawBody) throw new ShopError('BAD_SIGNATURE', 'Missing Stripe signature');
    let event;
    try {
      event = this.stripe.verifyWebhook(request.rawBody, signature);
    } catch (error) {
      throw new ShopError('BAD_SIGNATURE', undefined, { cause: error });
    }
    return { received: true, outcome: await this.orders.applyStripeEvent(event) };
  }
}
