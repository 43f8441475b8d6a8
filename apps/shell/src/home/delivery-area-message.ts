import { FREE_DELIVERY_RADIUS_MILES, HOME_TOWN } from '@shop/contracts/constants';
import type { DeliveryArea } from '@shop/contracts/delivery-area';

/** The sentence a shopper reads for each answer of the delivery-area check. */
export function deliveryAreaMessage({ zipCode, area, placeName, stateCode, distanceMiles }: DeliveryArea): string {
  switch (area) {
    case 'primary':
      return `Yes! ${zipCode} (${placeName}) is in our primary delivery area.`;
    case 'full':
      return `Yes! ${zipCode} (${placeName}) is in Forsyth County, where we deliver everywhere.`;
    case 'extended':
      return `Yes! ${zipCode} (${placeName}) is in our extended delivery area, ${distanceMiles} miles from ${HOME_TOWN}.`;
    case 'outside':
      return `Sorry, ${zipCode} (${placeName}, ${stateCode}) is ${distanceMiles} miles from ${HOME_TOWN}, outside our ${FREE_DELIVERY_RADIUS_MILES}-mile delivery area.`;
  }
}
