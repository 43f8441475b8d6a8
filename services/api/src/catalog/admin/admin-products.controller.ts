import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  adminProductDetailSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  stockChangeRequestSchema,
  stockChangeResponseSchema,
  updateProductRequestSchema,
  type AdminProductListQuery,
  type StockChangeRequest,
  type UpdateProductRequest,
} from '@shop/contracts/admin-products';
import { productIdParamsSchema, type ProductIdParams } from '@shop/contracts/products';
import { AuthUser } from '../../common/access/auth-user.decorator.js';
import { ResponseSchema } from '../../common/response-schema.js';
import { validBody, validParams, validQuery } from '../../common/zod-validation.pipe.js';
import { AdminProductsService } from './admin-products.service.js';
import { StockChangesService } from './stock-changes.service.js';

/**
 * Products and stock for the team. Every route is for staff; a price change inside an edit is the
 * owner's alone, which the service checks (the same route serves both).
 */
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: AdminProductsService,
    private readonly stockChanges: StockChangesService,
  ) {}

  @Get()
  @ResponseSchema(adminProductPageSchema)
  list(@Query(validQuery(adminProductListQuerySchema)) query: AdminProductListQuery) {
    return this.products.list(query);
  }

  @Get(':id')
  @ResponseSchema(adminProductDetailSchema)
  detail(@Param(validParams(productIdParamsSchema)) params: ProductIdParams) {
    return this.products.detail(params.id);
  }

  @Patch(':id')
  @ResponseSchema(adminProductSchema)
  update(
    @AuthUser() user: Express.User,
    @Param(validParams(productIdParamsSchema)) params: ProductIdParams,
    @Body(validBody(updateProductRequestSchema)) body: UpdateProductRequest,
  ) {
    return this.products.update({ id: user.id, email: user.email }, user.role, params.id, body);
  }

  @Post(':id/stock')
  @ResponseSchema(stockChangeResponseSchema)
  changeStock(
    @AuthUser() user: Express.User,
    @Param(validParams(productIdParamsSchema)) params: ProductIdParams,
    @Body(validBody(stockChangeRequestSchema)) body: StockChangeRequest,
  ) {
    return this.stockChanges.change({ id: user.id, email: user.email }, params.id, body);
  }
}
