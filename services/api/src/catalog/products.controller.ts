import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  type ProductIdParams,
  type ProductListQuery,
} from '@shop/contracts/products';
import { Public } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validParams, validQuery } from '../common/zod-validation.pipe.js';
import { ProductsService } from './products.service.js';

@Public()
@Controller('products')
export class ProductsController {
  constructor(private readonly productsService: ProductsService) {}

  @Get()
  @ResponseSchema(productListSchema)
  list(@Query(validQuery(productListQuerySchema)) query: ProductListQuery) {
    return this.productsService.list(query.category);
  }

  @Get(':id')
  @ResponseSchema(productDetailSchema)
  get(@Param(validParams(productIdParamsSchema)) params: ProductIdParams) {
    return this.productsService.get(params.id);
  }
}
