import { UTCDate } from '@date-fns/utc';
import { addMonths, subHours } from 'date-fns';

/**
 * When box `sequence` renews: that many calendar months after the subscription started, counted
 * from the start each time (in UTC), so a subscription started on 31 January renews on the last
 * day of February and again on 31 March, as Stripe bills it.
 */
export function renewalOf(startedAt: Date, sequence: number): Date {
  return new Date(addMonths(new UTCDate(startedAt), sequence).getTime());
}

/** The moment a box's oils are fixed and its bottles set aside. */
export function cutoffOf(renewsAt: Date, cutoffHours: number): Date {
  return new Date(subHours(renewsAt, cutoffHours).getTime());
}
