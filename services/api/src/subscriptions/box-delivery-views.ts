import { TZDate } from '@date-fns/tz';
import { Injectable } from '@nestjs/common';
import { format } from 'date-fns';
import type { EntityManager } from 'typeorm';
import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';
import type { BoxDeliveryWindow, WeeklyDeliveryWindow } from '@shop/contracts/subscriptions';
import { toDatedWindow } from '../delivery/bookings/booked-windows.reader.js';
import { HeldPlaces } from '../delivery/bookings/held-places.js';
import type { DeliveryZone } from '../delivery/schedule/delivery-zone.entity.js';
import { ZoneWindows } from '../delivery/schedule/zone-windows.js';
import type { Subscription } from './subscription.entity.js';
import { weeklyWindowLabel } from './weekly-window-label.js';

/** "8:00 PM Sunday 25 April", in Cumming's time wherever the server runs. */
const movableUntilLabel = (cutoffAt: Date) => format(new TZDate(cutoffAt, SHOP_TIME_ZONE), 'h:mm a EEEE d MMMM');

/** The delivery windows as the subscription's owner sees them: the usual one, the zone's week, each box's. */
@Injectable()
export class BoxDeliveryViews {
  constructor(
    private readonly windows: ZoneWindows,
    private readonly places: HeldPlaces,
  ) {}

  /** The usual window (a retired one is no longer used: none). */
  async preferredWindow(manager: EntityManager, subscription: Subscription): Promise<WeeklyDeliveryWindow | null> {
    if (subscription.preferredWindowId === null) return null;
    const window = await this.windows.find(manager, subscription.preferredWindowId);
    return window && !window.retired ? { windowId: window.id, label: weeklyWindowLabel(window) } : null;
  }

  /** The zone's weekly windows a shopper may choose as their usual one. */
  async weeklyWindows(manager: EntityManager, zone: DeliveryZone): Promise<WeeklyDeliveryWindow[]> {
    return (await this.windows.current(manager, zone)).map((window) => ({
      windowId: window.id,
      label: weeklyWindowLabel(window),
    }));
  }

  /** The window each box holds, and until when it may move. */
  async windowsOfBoxes(manager: EntityManager, cycleIds: readonly number[]): Promise<Map<number, BoxDeliveryWindow>> {
    const places = await this.places.ofBoxes(manager, cycleIds);
    return new Map(
      [...places].map(([cycleId, place]) => [
        cycleId,
        {
          ...toDatedWindow(place),
          movableUntil: place.cutoffAt.toISOString(),
          movableUntilLabel: movableUntilLabel(place.cutoffAt),
        },
      ]),
    );
  }
}
