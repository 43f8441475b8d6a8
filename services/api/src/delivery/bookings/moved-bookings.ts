import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MovedBooking } from '@shop/contracts/admin-delivery';

export type MovedBookingsListener = (manager: EntityManager, moved: readonly MovedBooking[]) => Promise<void>;

/**
 * Who must hear of bookings the schedule moved: the orders module writes the timeline entry and
 * e-mails the shopper. It registers here, since this module cannot depend on it (orders depends on
 * delivery). Listeners run in the transaction of the move.
 */
@Injectable()
export class MovedBookings {
  private readonly listeners: MovedBookingsListener[] = [];

  listen(listener: MovedBookingsListener): void {
    this.listeners.push(listener);
  }

  async tell(manager: EntityManager, moved: readonly MovedBooking[]): Promise<void> {
    if (moved.length === 0) return;
    for (const listener of this.listeners) await listener(manager, moved);
  }
}
