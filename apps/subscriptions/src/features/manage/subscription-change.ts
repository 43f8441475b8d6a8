import type { SubscriptionShipping } from '@shop/contracts/addresses';

/** One self-service change, named after its endpoint (/api/subscriptions/:id/<action>). */
export type SubscriptionChange =
  | { action: 'oils'; selectedOils: number[] }
  | { action: 'skip' }
  | { action: 'unskip' }
  | { action: 'pause'; months: number }
  | { action: 'resume' }
  | { action: 'shipping-address'; shippingAddress: SubscriptionShipping }
  | { action: 'cancel' }
  | { action: 'keep' };

export type SubscriptionAction = SubscriptionChange['action'];
