import type { SubscriptionShipping } from '@shop/contracts/addresses';

/** One self-service change, named after its endpoint (/api/subscriptions/:id/<action>, or …/boxes/:boxId/delivery-window). */
export type SubscriptionChange =
  | { action: 'oils'; selectedOils: number[] }
  | { action: 'skip' }
  | { action: 'unskip' }
  | { action: 'pause'; months: number }
  | { action: 'resume' }
  | { action: 'shipping-address'; shippingAddress: SubscriptionShipping }
  | { action: 'cancel' }
  | { action: 'keep' }
  /** The usual delivery window (null: the earliest with room). */
  | { action: 'delivery-preference'; windowId: number | null }
  /** Another window for the box set aside, until its window's cutoff. */
  | { action: 'box-delivery-window'; boxId: number; windowId: number; date: string };

export type SubscriptionAction = SubscriptionChange['action'];
