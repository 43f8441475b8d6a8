import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeliveryArea } from '@shop/contracts/delivery-area';
import { ShopError } from '../../common/errors/shop-error.js';
import { DeliveryAreaService } from '../../delivery/delivery-area.service.js';
import { ScheduleDays, type ZoneDays } from '../../delivery/schedule/schedule-days.js';
import { DeliveryZones } from '../../delivery/schedule/delivery-zones.js';
import { OrdersService } from '../../orders/orders.service.js';

export type DeliveryWindowFacts =
  | ({ kind: 'zone'; zipCode: string; zone: string } & ZoneDays)
  | { kind: 'outside'; area: DeliveryArea }
  /** In the area, but no zone takes it (the owner removed the catch-all zone). */
  | { kind: 'no-zone'; zipCode: string }
  | { kind: 'unknown-zip'; zipCode: string };

/**
 * What the chat says about delivery windows, read live for each question: the ZIP's zone, and
 * from the delivery module the windows with room and their cutoffs (the offer checkout books
 * from) and, for the days a shopper names, each window's state.
 */
@Injectable()
export class DeliveryWindowLookup {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly zones: DeliveryZones,
    private readonly scheduleDays: ScheduleDays,
    private readonly deliveryArea: DeliveryAreaService,
    private readonly orders: OrdersService,
  ) {}

  async forZip(zipCode: string, askedDays: readonly string[]): Promise<DeliveryWindowFacts> {
    const manager = this.dataSource.manager;
    let zone;
    try {
      zone = await this.zones.zoneOf(manager, zipCode);
    } catch (error) {
      if (!(error instanceof ShopError) || error.code !== 'OUTSIDE_DELIVERY_AREA') throw error;
      return this.outside(zipCode);
    }
    return { kind: 'zone', zipCode, zone: zone.name, ...(await this.scheduleDays.of(manager, zone, askedDays)) };
  }

  /** The ZIP of the signed-in shopper's latest order, if they have one. */
  async zipOf(userId: string): Promise<string | undefined> {
    const [latest] = await this.orders.list(userId);
    return latest?.shippingAddress.zipCode;
  }

  /** Why the area check refused the ZIP, in its own words. */
  private async outside(zipCode: string): Promise<DeliveryWindowFacts> {
    try {
      const area = await this.deliveryArea.check(zipCode);
      return area.area === 'outside' ? { kind: 'outside', area } : { kind: 'no-zone', zipCode };
    } catch (error) {
      if (error instanceof ShopError && error.code === 'ZIP_NOT_FOUND') return { kind: 'unknown-zip', zipCode };
      throw error;
    }
  }
}
