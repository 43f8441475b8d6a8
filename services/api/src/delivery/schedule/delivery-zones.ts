import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FREE_DELIVERY_RADIUS_MILES, HOME_TOWN } from '@shop/contracts/constants';
import { ShopError } from '../../common/errors/shop-error.js';
import { DeliveryAreaService } from '../delivery-area.service.js';
import { DeliveryZoneZip } from './delivery-zone-zip.entity.js';
import { DeliveryZone } from './delivery-zone.entity.js';

/**
 * Which zone delivers to a ZIP code: the zone listing it, else (anywhere the area check does not
 * call outside) the catch-all zone. The 50-mile rule of the extended area lives in the area check
 * alone.
 */
@Injectable()
export class DeliveryZones {
  private readonly logger = new Logger(DeliveryZones.name);

  constructor(private readonly deliveryArea: DeliveryAreaService) {}

  /** The zone of a ZIP, or a 400 OUTSIDE_DELIVERY_AREA naming `field` (unknown ZIPs included). */
  async zoneOf(manager: EntityManager, zipCode: string, field = 'zipCode'): Promise<DeliveryZone> {
    // A join, not findOne with the relation: that takes two queries (TypeORM's paging of joins).
    const listed = await manager
      .createQueryBuilder(DeliveryZone, 'zone')
      .innerJoin(DeliveryZoneZip, 'zip', 'zip.zoneId = zone.id')
      .where('zip.zipCode = :zipCode', { zipCode })
      .getOne();
    if (listed) return listed;
    let outside: string;
    try {
      const area = await this.deliveryArea.check(zipCode);
      if (area.area !== 'outside') {
        const catchAll = await manager.findOneBy(DeliveryZone, { catchAll: true });
        if (catchAll) return catchAll;
        // A shop upgraded without seeding its schedule has no zone at all: not the shopper's address.
        if ((await manager.count(DeliveryZone)) === 0) {
          this.logger.error('No delivery zone exists: run `npm run db:seed` or add zones at /admin/delivery');
          throw new ShopError(
            'NO_DELIVERY_WINDOWS',
            'We are setting up our delivery schedule. Please contact us to order.',
          );
        }
      }
      outside = `We do not deliver to ${zipCode} (${area.placeName}, ${area.stateCode}) yet: we deliver within ${FREE_DELIVERY_RADIUS_MILES} miles of ${HOME_TOWN}`;
    } catch (error) {
      if (!(error instanceof ShopError) || error.code !== 'ZIP_NOT_FOUND') throw error;
      outside = `We could not find ZIP code ${zipCode}`;
    }
    throw new ShopError('OUTSIDE_DELIVERY_AREA', outside, { fieldErrors: [{ field, message: outside }] });
  }
}
