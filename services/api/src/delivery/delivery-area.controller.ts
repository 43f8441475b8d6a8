import { Controller, Get, Query } from '@nestjs/common';
import { deliveryAreaQuerySchema, deliveryAreaSchema, type DeliveryAreaQuery } from '@shop/contracts/delivery-area';
import { Public } from '../common/access/access.decorators.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validQuery } from '../common/zod-validation.pipe.js';
import { DeliveryAreaService } from './delivery-area.service.js';

@Public()
@Controller('delivery-area')
export class DeliveryAreaController {
  constructor(private readonly deliveryArea: DeliveryAreaService) {}

  @Get()
  @ResponseSchema(deliveryAreaSchema)
  check(@Query(validQuery(deliveryAreaQuerySchema)) query: DeliveryAreaQuery) {
    return this.deliveryArea.check(query.zipCode);
  }
}
