import type { EntityManager } from 'typeorm';
import { DeliveryClosure } from '../../delivery/schedule/delivery-closure.entity.js';
import { DeliveryWindow } from '../../delivery/schedule/delivery-window.entity.js';
import { DeliveryZoneZip } from '../../delivery/schedule/delivery-zone-zip.entity.js';
import { DeliveryZone } from '../../delivery/schedule/delivery-zone.entity.js';

const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });

/**
 * A first week for each zone, for the owner to edit: Forsyth County (every Cumming ZIP) six days
 * a week in three windows; the Alpharetta, Milton and Johns Creek side three days in two; the rest
 * of the 50-mile area (the catch-all) twice a week. Orders close at 8 PM the day before.
 */
const SEED_ZONES = [
  {
    name: 'Forsyth County',
    catchAll: false,
    zipCodes: ['30028', '30040', '30041'],
    weekdays: [1, 2, 3, 4, 5, 6],
    windows: [hours(10, 12), hours(14, 16), hours(17, 19)],
    capacity: 12,
  },
  {
    name: 'Alpharetta, Milton and Johns Creek',
    catchAll: false,
    zipCodes: ['30004', '30005', '30009', '30022', '30023', '30097'],
    weekdays: [2, 4, 6],
    windows: [hours(10, 13), hours(16, 19)],
    capacity: 10,
  },
  {
    name: 'Lake Lanier and the rest of the area',
    catchAll: true,
    zipCodes: [],
    weekdays: [3, 6],
    windows: [hours(13, 17)],
    capacity: 8,
  },
] as const;

/** Christmas Day and New Year's Day, this year and the next, for every zone. */
function holidays(now: Date): Pick<DeliveryClosure, 'zoneId' | 'windowId' | 'fromDate' | 'toDate' | 'reason'>[] {
  const year = now.getUTCFullYear();
  return [year, year + 1].flatMap((y) => [
    { zoneId: null, windowId: null, fromDate: `${y}-12-25`, toDate: `${y}-12-25`, reason: 'Christmas Day' },
    { zoneId: null, windowId: null, fromDate: `${y + 1}-01-01`, toDate: `${y + 1}-01-01`, reason: "New Year's Day" },
  ]);
}

/**
 * The delivery schedule of a new shop, inserted only while it has no zone at all: the owner's
 * edits (and a schedule restored from a backup) are never touched. Returns how many zones it added.
 */
export async function seedDeliverySchedule(manager: EntityManager, now: Date): Promise<number> {
  if ((await manager.count(DeliveryZone)) > 0) return 0;
  for (const seed of SEED_ZONES) {
    const zone = await manager.save(
      manager.create(DeliveryZone, {
        name: seed.name,
        catchAll: seed.catchAll,
        cutoffKind: 'day_before_at',
        cutoffMinute: 20 * 60,
        cutoffHours: null,
      }),
    );
    if (seed.zipCodes.length > 0) {
      await manager.insert(
        DeliveryZoneZip,
        seed.zipCodes.map((zipCode) => ({ zipCode, zoneId: zone.id })),
      );
    }
    await manager.insert(
      DeliveryWindow,
      seed.weekdays.flatMap((weekday) =>
        seed.windows.map((window) => ({ zoneId: zone.id, weekday, ...window, capacity: seed.capacity })),
      ),
    );
  }
  await manager.insert(DeliveryClosure, holidays(now));
  return SEED_ZONES.length;
}
