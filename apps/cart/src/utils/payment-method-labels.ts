import type { PaymentMethod } from '@shop/contracts/orders';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pay_on_delivery: 'Pay on delivery',
  stripe: 'Pay by card',
};
