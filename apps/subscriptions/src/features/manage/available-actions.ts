import type { Subscription } from '@shop/contracts/subscriptions';

export interface AvailableActions {
  changeOils: boolean;
  skip: boolean;
  unskip: boolean;
  pause: boolean;
  resume: boolean;
  changeAddress: boolean;
  changeDelivery: boolean;
  cancel: boolean;
  keep: boolean;
  updateCard: boolean;
}

/**
 * The self-service actions that make sense for a subscription as it stands, so no button is
 * offered that could not work. The server still has the last word: a change its state does not
 * allow answers 409 SUBSCRIPTION_CHANGE_NOT_ALLOWED with the reason, shown in a toast.
 *
 * Nothing changes a cancelled subscription, nor one whose first payment is still being confirmed
 * (incomplete). One ending at its period's end can only be kept, get a new address, or, when its
 * last box is held for a short oil, a substitute.
 */
export function availableActions(subscription: Subscription): AvailableActions {
  const { status, cancelAtPeriodEnd: ending, nextBox } = subscription;
  const active = status === 'active';
  const live = active || status === 'past_due' || status === 'paused';
  const boxState = nextBox?.state;
  return {
    changeOils: live && (!ending || boxState === 'held'),
    // A box is skipped (or the skip undone) only on an active subscription, as the API allows:
    // a paused one skips every box already, a past-due one must first be paid.
    skip: active && !ending && (boxState === 'scheduled' || boxState === 'held'),
    unskip: active && !ending && boxState === 'skipped',
    pause: active && !ending,
    resume: status === 'paused',
    changeAddress: live,
    // The usual window, and the window of a box set aside, while boxes are still coming.
    changeDelivery: live,
    cancel: live && !ending,
    keep: live && ending,
    // Stripe's billing portal holds the card; a shopper paying on delivery has none to update.
    updateCard: status === 'past_due' && subscription.paymentMethod === 'stripe',
  };
}
