import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { z } from 'zod';
import {
  savedAddressIdParamsSchema,
  savedAddressListSchema,
  savedAddressRequestSchema,
  savedAddressSchema,
  type SavedAddressRequest,
} from '@shop/contracts/address-book';
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody, validParams } from '../common/zod-validation.pipe.js';
import { AddressesService } from './addresses.service.js';

type IdParams = z.output<typeof savedAddressIdParamsSchema>;

/** The address book, for the signed-in shopper only (the global guard answers 401). */
@Controller('addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ResponseSchema(savedAddressListSchema)
  list(@AuthUser() user: Express.User) {
    return this.addresses.list(user.id);
  }

  @Post()
  @ResponseSchema(savedAddressSchema)
  create(@Body(validBody(savedAddressRequestSchema)) body: SavedAddressRequest, @AuthUser() user: Express.User) {
    return this.addresses.create(user.id, body);
  }

  @Put(':id')
  @ResponseSchema(savedAddressSchema)
  update(
    @Param(validParams(savedAddressIdParamsSchema)) params: IdParams,
    @Body(validBody(savedAddressRequestSchema)) body: SavedAddressRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.addresses.update(user.id, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@Param(validParams(savedAddressIdParamsSchema)) params: IdParams, @AuthUser() user: Express.User) {
    await this.addresses.remove(user.id, params.id);
  }
}
