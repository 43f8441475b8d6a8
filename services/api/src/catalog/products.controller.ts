import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  productDetailSchema,
  productIdParamsSchema,
  productListQuerySchema,
  type ProductIdParams,
  type ProductListQuery,
} from '@shop/contracts/products';
import { Public } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { sendSerialisedJson } from '../common/send-serialised-json.js';
import { validParams, validQuery } from '../common/zod-validation.pipe.js';
import { ProductsListCache } from './products-list-cache.js';
import { ProductsService } from './products.service.js';

/**
 * The browser may keep the list but asks every time whether it is current (a 304 costs no query),
 * so a shopper who just bought the last bottle sees it sold out on the next load. `private`: the
 * list is the same for everyone, but a signed-in shopper's answer carries the session cookie's
 * renewal, which a shared cache must not hand to others.
 */
const LIST_CACHE_CONTROL = 'private, no-cache';

@Public()
@Controller('products')
export class ProductsController {
  constructor(
    private readonly productsService: ProductsService,
    private readonly listCache: ProductsListCache,
  ) {}

  /** Sent from the kept, already serialised list (checked against productListSchema when it is built). */
  @Get()
  async list(
    @Query(validQuery(productListQuerySchema)) query: ProductListQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    sendSerialisedJson(request, response, await this.listCache.list(query.category), LIST_CACHE_CONTROL);
  }

  @Get(':id')
  @ResponseSchema(productDetailSchema)
  get(@Param(validParams(productIdParamsSchema)) params: ProductIdParams) {
    return this.productsService.get(params.id);
  }
}
