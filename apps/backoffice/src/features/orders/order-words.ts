import type { OrderEventType } from '@shop/contracts/admin-orders';
import type { PaymentMethod } from '@shop/contracts/orders';

export const EVENT_LABELS: Record<OrderEventType, string> = {
  placed: 'Placed',
  paid: 'Paid',
  confirmed: 'Confirmed',
  packed: 'Packed',
  out_for_delivery: 'Out for delivery',
  to_reschedule: 'Delivery failed: to reschedule',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  note: 'Note',
  window_moved: 'Delivery window moved',
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card (Stripe)',
  pay_on_delivery: 'Pay on delivery',
};
