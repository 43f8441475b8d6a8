import type { CycleState, SubscriptionStatus } from '@shop/contracts/subscriptions';
import type { PaymentMethod } from '@shop/contracts/orders';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Awaiting first payment',
  active: 'Active',
  past_due: 'Payment failed',
  paused: 'Paused',
  cancelled: 'Cancelled',
  expired: 'Checkout expired',
};

export const CYCLE_STATE_LABELS: Record<CycleState, string> = {
  scheduled: 'Scheduled',
  locked: 'Locked (bottles set aside)',
  held: 'Held (short oil)',
  ordered: 'Ordered',
  skipped: 'Skipped',
  failed: 'Failed',
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Card',
  pay_on_delivery: 'Pay on delivery',
};
