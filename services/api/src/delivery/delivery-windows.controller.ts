import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  deliveryWindowsQuerySchema,
  deliveryWindowsSchema,
  type DeliveryWindows,
  type DeliveryWindowsQuery,
} from '@shop/contracts/delivery-windows';
import { Public } from '../common/access/access.decorators.js';
import { ShopError } from '../common/errors/shop-error.js';
import { ResponseSchema } from '../common/response-schema.js';
import { validQuery } from '../common/zod-validation.pipe.js';
import { DeliveryOffers } from './schedule/delivery-offers.js';
import { DeliveryZones } from './schedule/delivery-zones.js';

/**
 * The windows a ZIP can book now: what checkout offers. Counts are not published, only room or
 * not. Outside the area is an answer (200, no zone), not an error: pages ask as the shopper types.
 */
@Public()
@Controller('delivery-windows')
export class DeliveryWindowsController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly zones: DeliveryZones,
    private readonly offers: DeliveryOffers,
  ) {}

  @Get()
  @ResponseSchema(deliveryWindowsSchema)
  async list(@Query(validQuery(deliveryWindowsQuerySchema)) query: DeliveryWindowsQuery): Promise<DeliveryWindows> {
    const manager = this.dataSource.manager;
    let zone;
    try {
      zone = await this.zones.zoneOf(manager, query.zipCode);
    } catch (error) {
      if (!(error instanceof ShopError) || error.code !== 'OUTSIDE_DELIVERY_AREA') throw error;
      return { zipCode: query.zipCode, zone: null, windows: [], outsideArea: error.message };
    }
    return {
      zipCode: query.zipCode,
      zone: { id: zone.id, name: zone.name },
      windows: await this.offers.withRoom(manager, zone),
      outsideArea: null,
    };
  }
}
