import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';
import { cutoffOf } from '../schedule/offered-windows.js';
import { DeliveryBooking } from './delivery-booking.entity.js';

/** The place a box holds: its dated window, the window's zone, and when the window stops taking changes. */
export interface HeldPlace {
  windowDayId: number;
  windowId: number;
  zoneId: number;
  /** The shop day, YYYY-MM-DD. */
  deliveryDate: string;
  startsAt: Date;
  endsAt: Date;
  /** The zone's cutoff for that dated window (a move after it is refused). */
  cutoffAt: Date;
}

/**
 * The places subscription boxes hold, with each window's cutoff, for the subscriptions module
 * (an order made from a box keeps the box's id on its booking, so it is found here too).
 */
@Injectable()
export class HeldPlaces {
  async ofBoxes(manager: EntityManager, cycleIds: readonly number[]): Promise<Map<number, HeldPlace>> {
    if (cycleIds.length === 0) return new Map();
    const bookings = await manager.find(DeliveryBooking, {
      where: { subscriptionCycleId: In([...cycleIds]) },
      relations: { windowDay: { window: { zone: true } } },
    });
    return new Map(
      bookings.map(({ subscriptionCycleId, windowDay }) => [
        subscriptionCycleId!,
        {
          windowDayId: windowDay.id,
          windowId: windowDay.windowId,
          zoneId: windowDay.window.zoneId,
          deliveryDate: windowDay.deliveryDate,
          startsAt: windowDay.startsAt,
          endsAt: windowDay.endsAt,
          cutoffAt: cutoffOf(windowDay.window.zone, windowDay.deliveryDate, windowDay.startsAt),
        },
      ]),
    );
  }

  async ofBox(manager: EntityManager, cycleId: number): Promise<HeldPlace | null> {
    return (await this.ofBoxes(manager, [cycleId])).get(cycleId) ?? null;
  }
}
