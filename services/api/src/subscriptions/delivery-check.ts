import { Injectable } from '@nestjs/common';
import { FREE_DELIVERY_RADIUS_MILES, HOME_TOWN } from '@shop/contracts/constants';
import { ShopError } from '../common/errors/shop-error.js';
import { DeliveryAreaService } from '../delivery/delivery-area.service.js';

/** Boxes go only where the shop delivers: a ZIP outside the area (or unknown) is a 400 naming the field. */
@Injectable()
export class DeliveryCheck {
  constructor(private readonly deliveryArea: DeliveryAreaService) {}

  async assertDeliverable(zipCode: string, field: string): Promise<void> {
    let outside: string;
    try {
      const area = await this.deliveryArea.check(zipCode);
      if (area.area !== 'outside') return;
      outside = `We do not deliver to ${zipCode} (${area.placeName}, ${area.stateCode}) yet: boxes go within ${FREE_DELIVERY_RADIUS_MILES} miles of ${HOME_TOWN}`;
    } catch (error) {
      if (!(error instanceof ShopError) || error.code !== 'ZIP_NOT_FOUND') throw error;
      outside = `We could not find ZIP code ${zipCode}`;
    }
    throw new ShopError('OUTSIDE_DELIVERY_AREA', outside, { fieldErrors: [{ field, message: outside }] });
  }
}
