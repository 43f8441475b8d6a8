import { Controller, Get, Header, Param } from '@nestjs/common';
import { placeholderImageParamsSchema, type PlaceholderImageParams } from '@shop/contracts/products';
import { Public } from '../common/access/access.decorators.js';
import { validParams } from '../common/zod-validation.pipe.js';
import { placeholderSvg } from './placeholder-image.js';

@Public()
@Controller('placeholder')
export class PlaceholderImageController {
  /** Drawn from the size alone, so the same address is the same image forever. */
  @Get(':width/:height')
  @Header('Content-Type', 'image/svg+xml')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  image(@Param(validParams(placeholderImageParamsSchema)) params: PlaceholderImageParams): string {
    return placeholderSvg(params.width, params.height);
  }
}
