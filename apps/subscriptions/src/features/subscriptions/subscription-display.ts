import type { PaymentMethod } from '@shop/contracts/orders';
import type { BoxOil, CycleState, SubscriptionBox, SubscriptionStatus } from '@shop/contracts/subscriptions';
import { dateFormatter } from '@shop/ui/date-format';

/** "past_due" -> "Past due": the API's status codes as the shopper reads them. */
export function statusLabel(status: SubscriptionStatus): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How each subscription is paid, as the subscription pages name it. */
export const SUBSCRIPTION_PAYMENT_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card',
  pay_on_delivery: 'Pay on delivery',
};

/** Where the next box stands, in words. */
export const BOX_STATE_LABELS: Record<CycleState, string> = {
  scheduled: 'Scheduled',
  locked: 'Being packed',
  ordered: 'Ordered',
  skipped: 'Skipped',
  held: 'On hold',
  failed: 'Payment failed',
};

const formatLongDate = dateFormatter({ dateStyle: 'long' });

/** "2026-04-04T12:00:00.000Z" -> "April 4, 2026" (in the shopper's time zone). */
export function formatBoxDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : formatLongDate(date);
}

/** "Sesame Oil", "Sesame Oil and Mustard Oil", "A, B and C". */
export function listOilNames(oils: readonly BoxOil[]): string {
  const names = oils.map((oil) => oil.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * When the next box comes, in words: its window ("Saturday 28 November, 10:00 AM – 12:00 PM",
 * written by the server in the shop's time), or when it will get one; null when it is not coming.
 */
export function boxDeliveryText(box: SubscriptionBox): string | null {
  if (box.deliveryWindow) return box.deliveryWindow.label;
  if (box.state === 'locked') return 'Not booked yet: no window had room';
  if (box.state === 'scheduled' || box.state === 'held') return 'Booked into a window when the box is packed';
  return null;
}
