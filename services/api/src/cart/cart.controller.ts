import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
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
import { AuthUser } from '../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validBody, validParams } from '../common/zod-validation.pipe.js';
import { CartService } from './cart.service.js';

/** The cart calls, for the signed-in shopper only (the global guard answers 401). */
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ResponseSchema(cartSchema)
  list(@AuthUser() user: Express.User) {
    return this.cart.list(user.id);
  }

  @Get('summary')
  @ResponseSchema(cartSummarySchema)
  summary(@AuthUser() user: Express.User) {
    return this.cart.summary(user.id);
  }

  @Post()
  @ResponseSchema(cartItemSchema)
  add(
    @Body(validBody(addToCartRequestSchema)) body: z.output<typeof addToCartRequestSchema>,
    @AuthUser() user: Express.User,
  ) {
    return this.cart.add(user.id, body.productId, body.quantity);
  }

  @Put(':id')
  @ResponseSchema(cartItemSchema)
  update(
    @Param(validParams(cartItemIdParamsSchema)) params: z.output<typeof cartItemIdParamsSchema>,
    @Body(validBody(updateCartItemRequestSchema)) body: UpdateCartItemRequest,
    @AuthUser() user: Express.User,
  ) {
    return this.cart.setQuantity(user.id, params.id, body.quantity);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(
    @Param(validParams(cartItemIdParamsSchema)) params: z.output<typeof cartItemIdParamsSchema>,
    @AuthUser() user: Express.User,
  ) {
    await this.cart.remove(user.id, params.id);
  }
}
