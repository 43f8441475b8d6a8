import { Injectable } from '@nestjs/common';
import { type EntityManager, IsNull } from 'typeorm';
import { DeliveryWindow } from './delivery-window.entity.js';
import type { DeliveryZone } from './delivery-zone.entity.js';

/** A weekly window as other modules read it (a subscription's usual window, a select of a zone's week). */
export interface WeeklyWindow {
  id: number;
  zoneId: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Minutes after midnight, shop time. */
  startMinute: number;
  endMinute: number;
  /** Retired: takes no new bookings. */
  retired: boolean;
}

const toWeeklyWindow = (window: DeliveryWindow): WeeklyWindow => ({
  id: window.id,
  zoneId: window.zoneId,
  weekday: window.weekday,
  startMinute: window.startMinute,
  endMinute: window.endMinute,
  retired: window.retiredAt !== null,
});

/** The weekly windows of the schedule, read-only, for modules that let shoppers pick a usual one. */
@Injectable()
export class ZoneWindows {
  /** The zone's windows taking bookings, Monday first, earliest first. */
  async current(manager: EntityManager, zone: DeliveryZone): Promise<WeeklyWindow[]> {
    const windows = await manager.find(DeliveryWindow, {
      where: { zoneId: zone.id, retiredAt: IsNull() },
      order: { weekday: 'ASC', startMinute: 'ASC' },
    });
    return windows.map(toWeeklyWindow);
  }

  /** One window by id, retired ones included; null when there is none. */
  async find(manager: EntityManager, windowId: number): Promise<WeeklyWindow | null> {
    const window = await manager.findOneBy(DeliveryWindow, { id: windowId });
    return window ? toWeeklyWindow(window) : null;
  }
}
