import type { EntityManager } from 'typeorm';
import { toDatedWindow } from '../delivery/bookings/booked-windows.reader.js';

/**
 * The dated windows runs are made of, and the orders booked into them, read with SQL as the Today
 * page reads: the delivery module's tables without reaching into its entities. Places are only
 * ever freed through its WindowBookings.
 */
export interface RunDay {
  id: number;
  windowId: number;
  deliveryDate: string;
  startsAt: Date;
  endsAt: Date;
  zoneName: string;
  /** "Saturday 28 November, 10:00 AM – 12:00 PM", shop time. */
  label: string;
}

interface DayRow {
  id: number;
  windowId: number;
  deliveryDate: string;
  startsAt: Date | string;
  endsAt: Date | string;
  zoneName: string;
}

const DAY_COLUMNS = `d.id, d."windowId", to_char(d."deliveryDate", 'YYYY-MM-DD') AS "deliveryDate", d."startsAt", d."endsAt", z.name AS "zoneName"
   FROM delivery_window_days d
   JOIN delivery_windows w ON w.id = d."windowId"
   JOIN delivery_zones z ON z.id = w."zoneId"`;

function toRunDay(row: DayRow): RunDay {
  const day = { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) };
  return { ...day, label: toDatedWindow(day).label };
}

const placeholders = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ');

/** The dated windows of a shop day, by start time then zone. */
export async function daysOn(manager: EntityManager, date: string): Promise<RunDay[]> {
  const rows: DayRow[] = await manager.query(
    `SELECT ${DAY_COLUMNS} WHERE d."deliveryDate" = $1 ORDER BY d."startsAt", z.name, d.id`,
    [date],
  );
  return rows.map(toRunDay);
}

/** One dated window; with `lock`, its row is locked for the transaction (first in the lock order). */
export async function dayById(manager: EntityManager, id: number, lock = false): Promise<RunDay | undefined> {
  const rows: DayRow[] = await manager.query(`SELECT ${DAY_COLUMNS} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`, [
    id,
  ]);
  return rows[0] && toRunDay(rows[0]);
}

/** The orders booked into these dated windows (boxes not yet turned into orders are not stops). */
export async function bookedOrders(
  manager: EntityManager,
  dayIds: readonly number[],
): Promise<{ windowDayId: number; orderId: number }[]> {
  if (dayIds.length === 0) return [];
  return manager.query(
    `SELECT "windowDayId", "orderId" FROM delivery_bookings
      WHERE "windowDayId" IN (${placeholders(dayIds.length)}) AND "orderId" IS NOT NULL
      ORDER BY "orderId"`,
    [...dayIds],
  );
}
