import type { OrderStatus } from '@shop/contracts/orders';
import type { BadgeTone } from '@shop/ui/badge';
import { dateFormatter } from '@shop/ui/date-format';

export { ORDER_STATUS_LABELS } from '@shop/contracts/orders';

export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'accent',
  paid: 'success',
  confirmed: 'success',
  packed: 'success',
  out_for_delivery: 'accent',
  to_reschedule: 'danger',
  delivered: 'success',
  cancelled: 'danger',
};

const formatLongDate = dateFormatter({ year: 'numeric', month: 'long', day: 'numeric' });

/** "2026-03-04T15:20:00.000Z" -> "March 4, 2026" (in the shopper's time zone). */
export function formatOrderDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : formatLongDate(date);
}
