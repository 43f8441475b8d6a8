import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  addedClosureSchema,
  adminDeliveryScheduleSchema,
  adminDeliveryWindowSchema,
  adminDeliveryZoneSchema,
  deliveryClosureRequestSchema,
  deliveryScheduleIdParamsSchema,
  deliveryWindowRequestSchema,
  deliveryZoneRequestSchema,
  deliveryZoneZipsRequestSchema,
  type DeliveryClosureRequest,
  type DeliveryScheduleIdParams,
  type DeliveryWindowRequest,
  type DeliveryZoneRequest,
  type DeliveryZoneZipsRequest,
} from '@shop/contracts/admin-delivery';
import { OwnerOnly } from '../../common/access/access.decorators.js';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validBody, validParams } from '../../common/zod-validation.pipe.js';
import { DeliveryClosureEditor } from './closure-editor.service.js';
import { DeliveryScheduleReader } from './delivery-schedule.reader.js';
import { DeliveryWindowEditor } from './window-editor.service.js';
import { DeliveryZoneEditor } from './zone-editor.service.js';

const actorOf = (user: Express.User) => ({ id: user.id, email: user.email });

/**
 * The delivery schedule in the back office. Staff read it and close days (a sick driver, a
 * holiday); zones, their ZIP codes and the weekly windows are the owner's.
 */
@Controller('admin/delivery')
export class AdminDeliveryScheduleController {
  constructor(
    private readonly reader: DeliveryScheduleReader,
    private readonly zones: DeliveryZoneEditor,
    private readonly windows: DeliveryWindowEditor,
    private readonly closures: DeliveryClosureEditor,
  ) {}

  @Get('schedule')
  @ResponseSchema(adminDeliveryScheduleSchema)
  schedule() {
    return this.reader.schedule();
  }

  @Post('closures')
  @ResponseSchema(addedClosureSchema)
  addClosure(
    @AuthUser() user: Express.User,
    @Body(validBody(deliveryClosureRequestSchema)) body: DeliveryClosureRequest,
  ) {
    return this.closures.add(actorOf(user), body);
  }

  @Delete('closures/:id')
  @HttpCode(204)
  async removeClosure(
    @AuthUser() user: Express.User,
    @Param(validParams(deliveryScheduleIdParamsSchema)) params: DeliveryScheduleIdParams,
  ): Promise<void> {
    await this.closures.remove(actorOf(user), params.id);
  }

  @Post('zones')
  @OwnerOnly()
  @ResponseSchema(adminDeliveryZoneSchema)
  addZone(@AuthUser() user: Express.User, @Body(validBody(deliveryZoneRequestSchema)) body: DeliveryZoneRequest) {
    return this.zones.create(actorOf(user), body);
  }

  @Put('zones/:id')
  @OwnerOnly()
  @ResponseSchema(adminDeliveryZoneSchema)
  changeZone(
    @AuthUser() user: Express.User,
    @Param(validParams(deliveryScheduleIdParamsSchema)) params: DeliveryScheduleIdParams,
    @Body(validBody(deliveryZoneRequestSchema)) body: DeliveryZoneRequest,
  ) {
    return this.zones.update(actorOf(user), params.id, body);
  }

  @Delete('zones/:id')
  @OwnerOnly()
  @HttpCode(204)
  async removeZone(
    @AuthUser() user: Express.User,
    @Param(validParams(deliveryScheduleIdParamsSchema)) params: DeliveryScheduleIdParams,
  ): Promise<void> {
    await this.zones.remove(actorOf(user), params.id);
  }

  @Put('zones/:id/zips')
  @OwnerOnly()
  @ResponseSchema(adminDeliveryZoneSchema)
  setZips(
    @AuthUser() user: Express.User,
    @Param(validParams(deliveryScheduleIdParamsSchema)) params: DeliveryScheduleIdParams,
    @Body(validBody(deliveryZoneZipsRequestSchema)) body: DeliveryZoneZipsRequest,
  ) {
    return this.zones.setZips(actorOf(user), params.id, body);
  }

  @Post('zones/:id/windows')
  @OwnerOnly()
  @ResponseSchema(adminDeliveryWindowSchema)
  addWindow(
    @AuthUser() user: Express.User,
    @Param(validParams(deliveryScheduleIdParamsSchema)) params: DeliveryScheduleIdParams,
    @Body(validBody(deliveryWindowRequestSchema)) body: DeliveryWindowRequest,
  ) {
    return this.windows.add(actorOf(user), params.id, body);
  }

  @Put('windows/:id')
  @OwnerOnly()
  @ResponseSchema(adminDeliveryWindowSchema)
  changeWindow(
    @AuthUser() user: Express.User,
    @Param(validParams(deliveryScheduleIdParamsSchema)) params: DeliveryScheduleIdParams,
    @Body(validBody(deliveryWindowRequestSchema)) body: DeliveryWindowRequest,
  ) {
    return this.windows.update(actorOf(user), params.id, body);
  }

  /** Retires the window: no new bookings, the booked ones kept. */
  @Delete('windows/:id')
  @OwnerOnly()
  @HttpCode(204)
  async retireWindow(
    @AuthUser() user: Express.User,
    @Param(validParams(deliveryScheduleIdParamsSchema)) params: DeliveryScheduleIdParams,
  ): Promise<void> {
    await this.windows.retire(actorOf(user), params.id);
  }
}
