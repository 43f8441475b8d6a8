import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import type { z } from 'zod';
import {
  closeRunRequestSchema,
  deliveryRunIdParamsSchema,
  deliveryRunListSchema,
  deliveryRunSchema,
  deliveryRunsQuerySchema,
  deliveryStopIdParamsSchema,
  stopOutcomeRequestSchema,
  type CloseRunRequest,
  type DeliveryRunList,
  type DeliveryRunsQuery,
  type StopOutcomeRequest,
} from '@shop/contracts/admin-delivery-runs';
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { ResponseSchema } from '../common/response-schema.js';
import { shopDate } from '../common/shop-calendar.js';
import { validBody, validParams, validQuery } from '../common/zod-validation.pipe.js';
import { RunClose } from './run-close.service.js';
import { RunStart } from './run-start.service.js';
import { RunsReader } from './runs.reader.js';
import { StopOutcomes } from './stop-outcomes.service.js';

type IdParams = z.output<typeof deliveryRunIdParamsSchema>;

const actorOf = (user: Express.User) => ({ id: user.id, email: user.email });

/**
 * Delivery runs for staff and owners (a driver is staff): the day's runs, one run with its stops,
 * starting it, what happened at each door, and closing it with the money counted.
 */
@Controller('admin/delivery')
export class DeliveryRunsController {
  constructor(
    private readonly reader: RunsReader,
    private readonly starts: RunStart,
    private readonly outcomes: StopOutcomes,
    private readonly closes: RunClose,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Without a date: today in the shop's time zone. */
  @Get('runs')
  @ResponseSchema(deliveryRunListSchema)
  async list(@Query(validQuery(deliveryRunsQuerySchema)) query: DeliveryRunsQuery): Promise<DeliveryRunList> {
    const date = query.date ?? shopDate(this.clock.now());
    return { date, runs: await this.reader.day(date), unbookedBoxes: await this.reader.unbookedBoxes() };
  }

  @Get('runs/:id')
  @ResponseSchema(deliveryRunSchema)
  get(@Param(validParams(deliveryRunIdParamsSchema)) params: IdParams) {
    return this.reader.detail(params.id);
  }

  @Post('runs/:id/start')
  @HttpCode(200)
  @ResponseSchema(deliveryRunSchema)
  start(@Param(validParams(deliveryRunIdParamsSchema)) params: IdParams, @AuthUser() user: Express.User) {
    return this.starts.start(params.id, actorOf(user));
  }

  @Post('runs/:id/close')
  @HttpCode(200)
  @ResponseSchema(deliveryRunSchema)
  close(
    @Param(validParams(deliveryRunIdParamsSchema)) params: IdParams,
    @Body(validBody(closeRunRequestSchema)) body: CloseRunRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.closes.close(params.id, body, actorOf(user));
  }

  @Put('stops/:id/outcome')
  @ResponseSchema(deliveryRunSchema)
  recordOutcome(
    @Param(validParams(deliveryStopIdParamsSchema)) params: z.output<typeof deliveryStopIdParamsSchema>,
    @Body(validBody(stopOutcomeRequestSchema)) body: StopOutcomeRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.outcomes.record(params.id, body, actorOf(user));
  }
}
