import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  addToCartRequestSchema,
  cartItemIdParamsSchema,
  cartItemSchema,
  cartSchema,
  updateCartItemRequestSchema,
  type UpdateCartItemRequest,
} from '@shop/contracts/cart';
import { cartSummarySchema } from '@shop/contracts/orders';
import type { z } from 'zod';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody, validParams } from '../common/zod-validation.pipe.js';
import { CartService } from './cart.service.js';

/** Spec section 7's cart calls, for the signed-in shopper only (the global guard answers 401). */
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ResponseSchema(cartSchema)
  list(@Req() request: Request) {
    return this.cart.list(request.user!.id);
  }

  @Get('summary')
  @ResponseSchema(cartSummarySchema)
  summary(@Req() request: Request) {
    return this.cart.summary(request.user!.id);
  }

  @Post()
  @ResponseSchema(cartItemSchema)
  add(@Body(validBody(addToCartRequestSchema)) body: z.output<typeof addToCartRequestSchema>, @Req() request: Request) {
    return this.cart.add(request.user!.id, body.productId, body.quantity);
  }

  @Put(':id')
  @ResponseSchema(cartItemSchema)
  update(
    @Param(validParams(cartItemIdParamsSchema)) params: z.output<typeof cartItemIdParamsSchema>,
    @Body(validBody(updateCartItemRequestSchema)) body: UpdateCartItemRequest,
    @Req() request: Request,
  ) {
    return this.cart.setQuantity(request.user!.id, params.id, body.quantity);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param(validParams(cartItemIdParamsSchema)) params: z.output<typeof cartItemIdParamsSchema>,
    @Req() request: Request,
  ) {
    await this.cart.remove(request.user!.id, params.id);
  }
}
