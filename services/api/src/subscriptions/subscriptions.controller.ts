import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import {
  billingPortalResponseSchema,
  boxDeliveryWindowRequestSchema,
  changeOilsRequestSchema,
  changeShippingAddressRequestSchema,
  createSubscriptionCheckoutRequestSchema,
  createSubscriptionCheckoutResponseSchema,
  deliveryPreferenceRequestSchema,
  pauseRequestSchema,
  subscriptionBoxParamsSchema,
  subscriptionDeliveryWindowsSchema,
  subscriptionIdParamsSchema,
  subscriptionListSchema,
  subscriptionSchema,
  type BoxDeliveryWindowRequest,
  type ChangeOilsRequest,
  type ChangeShippingAddressRequest,
  type CreateSubscriptionCheckoutRequest,
  type DeliveryPreferenceRequest,
  type PauseRequest,
} from '@shop/contracts/subscriptions';
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { IdempotencyKey } from '../common/idempotency-key.decorator.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody, validParams } from '../common/zod-validation.pipe.js';
import { SubscriptionChanges } from './subscription-changes.service.js';
import { SubscriptionCheckoutService } from './subscription-checkout.service.js';
import { SubscriptionDeliveryChanges } from './subscription-delivery-changes.js';
import { SubscriptionsService } from './subscriptions.service.js';

type SubscriptionIdParams = z.output<typeof subscriptionIdParamsSchema>;
const subscriptionId = () => Param(validParams(subscriptionIdParamsSchema));
type SubscriptionBoxParams = z.output<typeof subscriptionBoxParamsSchema>;

/** Subscribing and the shopper's own subscriptions; every call needs a signed-in shopper and touches only theirs. */
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly checkout: SubscriptionCheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly changes: SubscriptionChanges,
    private readonly deliveries: SubscriptionDeliveryChanges,
  ) {}

  @Post('create-subscription-checkout')
  @HttpCode(200)
  @ResponseSchema(createSubscriptionCheckoutResponseSchema)
  start(
    @IdempotencyKey() idempotencyKey: string,
    @Body(validBody(createSubscriptionCheckoutRequestSchema)) body: CreateSubscriptionCheckoutRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.checkout.start(user.id, body, idempotencyKey);
  }

  @Get('subscriptions')
  @ResponseSchema(subscriptionListSchema)
  list(@AuthUser() user: Express.User) {
    return this.subscriptions.list(user.id);
  }

  @Put('subscriptions/:id/oils')
  @ResponseSchema(subscriptionSchema)
  changeOils(
    @subscriptionId() params: SubscriptionIdParams,
    @Body(validBody(changeOilsRequestSchema)) body: ChangeOilsRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.changes.changeOils(user.id, params.id, body.selectedOils);
  }

  @Post('subscriptions/:id/skip')
  @HttpCode(200)
  @ResponseSchema(subscriptionSchema)
  skip(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    return this.changes.skipNextBox(user.id, params.id);
  }

  @Post('subscriptions/:id/unskip')
  @HttpCode(200)
  @ResponseSchema(subscriptionSchema)
  unskip(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    return this.changes.undoSkip(user.id, params.id);
  }

  @Post('subscriptions/:id/pause')
  @HttpCode(200)
  @ResponseSchema(subscriptionSchema)
  pause(
    @subscriptionId() params: SubscriptionIdParams,
    @Body(validBody(pauseRequestSchema)) body: PauseRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.changes.pause(user.id, params.id, body.months);
  }

  @Post('subscriptions/:id/resume')
  @HttpCode(200)
  @ResponseSchema(subscriptionSchema)
  resume(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    return this.changes.resume(user.id, params.id);
  }

  @Put('subscriptions/:id/shipping-address')
  @ResponseSchema(subscriptionSchema)
  changeAddress(
    @subscriptionId() params: SubscriptionIdParams,
    @Body(validBody(changeShippingAddressRequestSchema)) body: ChangeShippingAddressRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.changes.changeAddress(user.id, params.id, body.shippingAddress);
  }

  @Post('subscriptions/:id/cancel')
  @HttpCode(200)
  @ResponseSchema(subscriptionSchema)
  cancel(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    return this.changes.cancel(user.id, params.id);
  }

  @Post('subscriptions/:id/keep')
  @HttpCode(200)
  @ResponseSchema(subscriptionSchema)
  keep(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    return this.changes.keep(user.id, params.id);
  }

  @Get('subscriptions/:id/delivery-windows')
  @ResponseSchema(subscriptionDeliveryWindowsSchema)
  deliveryWindows(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    return this.deliveries.windows(user.id, params.id);
  }

  @Put('subscriptions/:id/delivery-preference')
  @ResponseSchema(subscriptionSchema)
  changeDeliveryPreference(
    @subscriptionId() params: SubscriptionIdParams,
    @Body(validBody(deliveryPreferenceRequestSchema)) body: DeliveryPreferenceRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.deliveries.setPreference(user.id, params.id, body.windowId);
  }

  @Put('subscriptions/:id/boxes/:boxId/delivery-window')
  @ResponseSchema(subscriptionSchema)
  moveBox(
    @Param(validParams(subscriptionBoxParamsSchema)) params: SubscriptionBoxParams,
    @Body(validBody(boxDeliveryWindowRequestSchema)) body: BoxDeliveryWindowRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.deliveries.moveBox(user.id, params.id, params.boxId, body);
  }

  @Post('subscriptions/:id/billing-portal')
  @HttpCode(200)
  @ResponseSchema(billingPortalResponseSchema)
  billingPortal(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    return this.changes.billingPortal(user.id, params.id);
  }
}
