import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import type { z } from 'zod';
import type { PageQuery } from '@shop/contracts/admin';
import {
  adminSubscriptionListQuerySchema,
  adminSubscriptionPageSchema,
  adminSubscriptionSchema,
  heldRenewalPageSchema,
  heldRenewalQuerySchema,
  type AdminSubscriptionListQuery,
} from '@shop/contracts/admin-subscriptions';
import { pauseRequestSchema, subscriptionIdParamsSchema, type PauseRequest } from '@shop/contracts/subscriptions';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { CLOCK, type Clock } from '../../common/clock.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validBody, validParams, validQuery } from '../../common/zod-validation.pipe.js';
import { type ChangeRequester, SubscriptionChanges } from '../subscription-changes.service.js';
import { AdminSubscriptionsReader } from './admin-subscriptions.reader.js';

type SubscriptionIdParams = z.output<typeof subscriptionIdParamsSchema>;
const subscriptionId = () => Param(validParams(subscriptionIdParamsSchema));
const onBehalf = (user: Express.User): ChangeRequester => ({ staff: { id: user.id, email: user.email } });

/**
 * The team's view of subscriptions, and the shopper's own changes made on their behalf (by phone,
 * by e-mail): the same SubscriptionChanges as self-service, so the same rules and the same Stripe
 * calls apply, plus an audit row.
 */
@Controller('admin/subscriptions')
export class AdminSubscriptionsController {
  constructor(
    private readonly reader: AdminSubscriptionsReader,
    private readonly changes: SubscriptionChanges,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ResponseSchema(adminSubscriptionPageSchema)
  list(@Query(validQuery(adminSubscriptionListQuerySchema)) query: AdminSubscriptionListQuery) {
    return this.reader.list(query);
  }

  // Before ':id', which would otherwise take 'held' for an id.
  @Get('held')
  @ResponseSchema(heldRenewalPageSchema)
  held(@Query(validQuery(heldRenewalQuerySchema)) query: PageQuery) {
    return this.reader.held(query, this.clock.now());
  }

  @Get(':id')
  @ResponseSchema(adminSubscriptionSchema)
  detail(@subscriptionId() params: SubscriptionIdParams) {
    return this.reader.detail(params.id);
  }

  @Post(':id/skip')
  @HttpCode(200)
  @ResponseSchema(adminSubscriptionSchema)
  async skip(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    await this.changes.skipNextBox(onBehalf(user), params.id);
    return this.reader.detail(params.id);
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ResponseSchema(adminSubscriptionSchema)
  async pause(
    @subscriptionId() params: SubscriptionIdParams,
    @Body(validBody(pauseRequestSchema)) body: PauseRequest,
    @AuthUser() user: Express.User,
  ) {
    await this.changes.pause(onBehalf(user), params.id, body.months);
    return this.reader.detail(params.id);
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ResponseSchema(adminSubscriptionSchema)
  async resume(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    await this.changes.resume(onBehalf(user), params.id);
    return this.reader.detail(params.id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ResponseSchema(adminSubscriptionSchema)
  async cancel(@subscriptionId() params: SubscriptionIdParams, @AuthUser() user: Express.User) {
    await this.changes.cancel(onBehalf(user), params.id);
    return this.reader.detail(params.id);
  }
}
