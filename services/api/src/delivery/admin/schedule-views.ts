import {
  type AdminDeliveryClosure,
  type AdminDeliveryWindow,
  type AdminDeliveryZone,
  formatMinuteOfDay,
  WEEKDAY_NAMES,
} from '@shop/contracts/admin-delivery';
import type { DeliveryClosure } from '../schedule/delivery-closure.entity.js';
import type { DeliveryWindow } from '../schedule/delivery-window.entity.js';
import type { DeliveryZone } from '../schedule/delivery-zone.entity.js';

/** "Saturday 10:00 AM – 12:00 PM": a weekly window in the shop's hours. */
export function weeklyWindowLabel(window: Pick<DeliveryWindow, 'weekday' | 'startMinute' | 'endMinute'>): string {
  return `${WEEKDAY_NAMES[window.weekday]} ${formatMinuteOfDay(window.startMinute)} – ${formatMinuteOfDay(window.endMinute)}`;
}

/** "Orders close at 8:00 PM the day before", "Orders close 24 hours before". */
export function zoneCutoffLabel(zone: Pick<DeliveryZone, 'cutoffKind' | 'cutoffMinute' | 'cutoffHours'>): string {
  if (zone.cutoffKind === 'day_before_at')
    return `Orders close at ${formatMinuteOfDay(zone.cutoffMinute ?? 0)} the day before`;
  const hours = zone.cutoffHours ?? 0;
  return `Orders close ${hours} ${hours === 1 ? 'hour' : 'hours'} before`;
}

export function toAdminWindow(window: DeliveryWindow, bookingsAhead: number): AdminDeliveryWindow {
  return {
    id: window.id,
    zoneId: window.zoneId,
    weekday: window.weekday,
    startMinute: window.startMinute,
    endMinute: window.endMinute,
    capacity: window.capacity,
    label: weeklyWindowLabel(window),
    bookingsAhead,
  };
}

export const byWeekdayAndStart = (a: DeliveryWindow, b: DeliveryWindow) =>
  a.weekday - b.weekday || a.startMinute - b.startMinute || a.id - b.id;

export function toAdminZone(
  zone: DeliveryZone,
  zipCodes: readonly string[],
  windows: readonly DeliveryWindow[],
  bookingsAhead: ReadonlyMap<number, number>,
): AdminDeliveryZone {
  return {
    id: zone.id,
    name: zone.name,
    catchAll: zone.catchAll,
    cutoffKind: zone.cutoffKind,
    cutoffMinute: zone.cutoffMinute,
    cutoffHours: zone.cutoffHours,
    cutoffLabel: zoneCutoffLabel(zone),
    zipCodes: [...zipCodes].sort(),
    windows: [...windows]
      .sort(byWeekdayAndStart)
      .map((window) => toAdminWindow(window, bookingsAhead.get(window.id) ?? 0)),
  };
}

export function toAdminClosure(
  closure: DeliveryClosure,
  zone: Pick<DeliveryZone, 'name'> | null,
  window: DeliveryWindow | null,
): AdminDeliveryClosure {
  return {
    id: closure.id,
    zoneId: closure.zoneId,
    zoneName: zone?.name ?? 'All zones',
    windowId: closure.windowId,
    windowLabel: window ? weeklyWindowLabel(window) : null,
    fromDate: closure.fromDate,
    toDate: closure.toDate,
    reason: closure.reason,
    createdAt: closure.createdAt.toISOString(),
  };
}

/** The fields an audit row keeps of each: what the owner edits, nothing derived. */
export const zoneRecord = (zone: DeliveryZone) => ({
  name: zone.name,
  catchAll: zone.catchAll,
  cutoffKind: zone.cutoffKind,
  cutoffMinute: zone.cutoffMinute,
  cutoffHours: zone.cutoffHours,
});

export const windowRecord = (window: DeliveryWindow) => ({
  zoneId: window.zoneId,
  weekday: window.weekday,
  startMinute: window.startMinute,
  endMinute: window.endMinute,
  capacity: window.capacity,
  retiredAt: window.retiredAt?.toISOString() ?? null,
});

export const closureRecord = (closure: DeliveryClosure) => ({
  zoneId: closure.zoneId,
  windowId: closure.windowId,
  fromDate: closure.fromDate,
  toDate: closure.toDate,
  reason: closure.reason,
});

/** Audit ids say which kind of row they name: zone:3, window:7, closure:2. */
export const auditId = {
  zone: (id: number) => `zone:${id}`,
  window: (id: number) => `window:${id}`,
  closure: (id: number) => `closure:${id}`,
};
