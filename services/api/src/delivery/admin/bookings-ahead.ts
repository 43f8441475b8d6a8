import type { EntityManager } from 'typeorm';
import { DeliveryBooking } from '../bookings/delivery-booking.entity.js';

/** Deliveries booked on or after `fromDate`, per weekly window (windows without any are left out). */
export async function bookingsAheadByWindow(
  manager: EntityManager,
  windowIds: readonly number[],
  fromDate: string,
): Promise<Map<number, number>> {
  if (windowIds.length === 0) return new Map();
  const rows: { windowId: number | string; taken: number | string }[] = await manager
    .createQueryBuilder(DeliveryBooking, 'booking')
    .innerJoin('booking.windowDay', 'day')
    .select('day.windowId', 'windowId')
    .addSelect('COUNT(booking.id)', 'taken')
    .where('day.windowId IN (:...windowIds)', { windowIds: [...windowIds] })
    .andWhere('day.deliveryDate >= :fromDate', { fromDate })
    .groupBy('day.windowId')
    .getRawMany();
  return new Map(rows.map((row) => [Number(row.windowId), Number(row.taken)]));
}

export interface BookedDays {
  /** None: every zone. */
  zoneId: number | null;
  /** None: every window of the zone (or of every zone). */
  windowId: number | null;
  fromDate: string;
  toDate: string;
}

/**
 * The bookings on these days, with their dated window and its weekly window, oldest booking first
 * (the order a closure moves them in).
 */
export function bookingsOnDays(manager: EntityManager, days: BookedDays): Promise<DeliveryBooking[]> {
  const query = manager
    .createQueryBuilder(DeliveryBooking, 'booking')
    .innerJoinAndSelect('booking.windowDay', 'day')
    .innerJoinAndSelect('day.window', 'window')
    .where('day.deliveryDate BETWEEN :fromDate AND :toDate', { fromDate: days.fromDate, toDate: days.toDate });
  if (days.zoneId !== null) query.andWhere('window.zoneId = :zoneId', { zoneId: days.zoneId });
  if (days.windowId !== null) query.andWhere('day.windowId = :windowId', { windowId: days.windowId });
  return query.orderBy('booking.createdAt', 'ASC').addOrderBy('booking.id', 'ASC').getMany();
}

/** "order 12", "the box of subscription cycle 4": who holds a place, for a message. */
export const bookingHolder = (booking: Pick<DeliveryBooking, 'orderId' | 'subscriptionCycleId'>) =>
  booking.orderId !== null ? `order ${booking.orderId}` : `subscription box ${booking.subscriptionCycleId}`;

/** "order 12", "orders 12 and 15", "orders 12, 15 and 19". */
export function listHolders(bookings: readonly Pick<DeliveryBooking, 'orderId' | 'subscriptionCycleId'>[]): string {
  const orders = bookings.flatMap((booking) => (booking.orderId !== null ? [booking.orderId] : []));
  const boxes = bookings.flatMap((booking) => (booking.orderId === null ? [booking.subscriptionCycleId!] : []));
  const parts = [
    ...(orders.length > 0 ? [`${orders.length === 1 ? 'order' : 'orders'} ${joinAnd(orders.map(String))}`] : []),
    ...(boxes.length > 0
      ? [`${boxes.length === 1 ? 'subscription box' : 'subscription boxes'} ${joinAnd(boxes.map(String))}`]
      : []),
  ];
  return joinAnd(parts);
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
