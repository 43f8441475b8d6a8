import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import type { DatedWindow } from '@shop/contracts/delivery-windows';
import { windowLabel } from '../schedule/window-labels.js';
import { DeliveryBooking } from './delivery-booking.entity.js';

export function toDatedWindow(day: {
  windowId: number;
  deliveryDate: string;
  startsAt: Date;
  endsAt: Date;
}): DatedWindow {
  return {
    windowId: day.windowId,
    date: day.deliveryDate,
    startsAt: day.startsAt.toISOString(),
    endsAt: day.endsAt.toISOString(),
    label: windowLabel(day.startsAt, day.endsAt),
  };
}

/** The window each of these orders is booked into (orders without one are not in the map). */
export async function bookedWindowsOfOrders(
  manager: EntityManager,
  orderIds: readonly number[],
): Promise<Map<number, DatedWindow>> {
  if (orderIds.length === 0) return new Map();
  const bookings = await manager.find(DeliveryBooking, {
    where: { orderId: In([...orderIds]) },
    relations: { windowDay: true },
  });
  return new Map(bookings.map((booking) => [booking.orderId!, toDatedWindow(booking.windowDay)]));
}

/** The delivery window each order is booked into, for every view and e-mail of an order. */
@Injectable()
export class BookedWindows {
  ofOrders(manager: EntityManager, orderIds: readonly number[]): Promise<Map<number, DatedWindow>> {
    return bookedWindowsOfOrders(manager, orderIds);
  }

  async ofOrder(manager: EntityManager, orderId: number): Promise<DatedWindow | null> {
    return (await bookedWindowsOfOrders(manager, [orderId])).get(orderId) ?? null;
  }

  async ofBoxes(manager: EntityManager, cycleIds: readonly number[]): Promise<Map<number, DatedWindow>> {
    if (cycleIds.length === 0) return new Map();
    const bookings = await manager.find(DeliveryBooking, {
      where: { subscriptionCycleId: In([...cycleIds]) },
      relations: { windowDay: true },
    });
    return new Map(bookings.map((booking) => [booking.subscriptionCycleId!, toDatedWindow(booking.windowDay)]));
  }
}
