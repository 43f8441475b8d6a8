import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { HeldPlace } from '../delivery/bookings/held-places.js';
import { toDatedWindow } from '../delivery/bookings/booked-windows.reader.js';
import type { WeeklyWindow } from '../delivery/schedule/zone-windows.js';
import { Outbox } from '../mail/outbox.js';
import {
  type BoxBookingReason,
  type BoxDeliveryFacts,
  boxDeliveryBooked,
  boxDeliveryUnbooked,
  manageUrlOf,
} from './subscription-emails.js';
import type { SubscriptionCycle } from './subscription-cycle.entity.js';
import type { Subscription } from './subscription.entity.js';
import { shopDayLabel, weeklyWindowLabel } from './weekly-window-label.js';

/** Where a box was booked (none: nothing had room) and why there. */
export interface BoxBooking {
  place: HeldPlace | null;
  reason: BoxBookingReason;
  /** The usual window tried, and the day it was tried on. */
  preferred: WeeklyWindow | null;
  preferredDay: string | null;
  /** The first day searched. */
  fromDate: string;
}

/**
 * The box_delivery_booked e-mail: which window a box set aside was booked into and why, or that
 * none had room. One per box and window (its dedupe key), however often the scheduler looks.
 */
@Injectable()
export class BoxDeliveryNotice {
  constructor(
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(
    manager: EntityManager,
    subscription: Subscription,
    cycle: SubscriptionCycle,
    booking: BoxBooking,
  ): Promise<void> {
    const facts: BoxDeliveryFacts = {
      firstName: subscription.user.firstName,
      planName: subscription.plan.name,
      reason: booking.reason,
      preferredLabel: booking.preferred ? weeklyWindowLabel(booking.preferred) : null,
      preferredDayLabel: booking.preferredDay ? shopDayLabel(booking.preferredDay) : null,
      manageUrl: manageUrlOf(this.config.publicUrl),
    };
    const { place } = booking;
    const message = place
      ? boxDeliveryBooked({
          ...facts,
          windowLabel: toDatedWindow(place).label,
          cutoffAt: place.cutoffAt,
        })
      : boxDeliveryUnbooked({
          ...facts,
          fromDayLabel: shopDayLabel(booking.fromDate),
          days: this.config.delivery.bookingDays,
        });
    await this.outbox.enqueue(manager, {
      kind: 'box_delivery_booked',
      dedupeKey: `box-delivery-booked:${cycle.id}:${place?.windowDayId ?? 'none'}`,
      to: subscription.user.email,
      ...message,
    });
  }
}
