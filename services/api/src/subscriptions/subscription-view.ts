import type { BoxOil, Subscription as SubscriptionResponse, SubscriptionBox } from '@shop/contracts/subscriptions';
import type { SubscriptionCycle } from './subscription-cycle.entity.js';
import type { Subscription } from './subscription.entity.js';

/**
 * The box the shopper should see next: one held for a substitute comes first; otherwise the
 * coming renewal's box, unless the subscription has ended.
 */
function nextBoxOf(subscription: Subscription, cycles: SubscriptionCycle[]): SubscriptionCycle | null {
  const held = cycles.find((cycle) => cycle.state === 'held');
  if (held) return held;
  const upcoming = cycles.at(-1);
  if (!upcoming || upcoming.sequence === 0 || subscription.status === 'cancelled') return null;
  return upcoming;
}

function toBox(cycle: SubscriptionCycle, chosen: BoxOil[]): SubscriptionBox {
  return {
    renewsAt: cycle.renewsAt.toISOString(),
    cutoffAt: cycle.cutoffAt.toISOString(),
    state: cycle.state,
    oils: cycle.state === 'scheduled' || !cycle.oils ? chosen : cycle.oils,
    shortOils: cycle.shortOils,
    orderId: cycle.orderId,
  };
}

/** A subscription as its owner sees it; `chosen` are its selected oils with their names. */
export function toSubscriptionResponse(
  subscription: Subscription,
  cycles: SubscriptionCycle[],
  chosen: BoxOil[],
): SubscriptionResponse {
  const next = nextBoxOf(subscription, cycles);
  const { address, city, state, zipCode, phone } = subscription.shippingAddress;
  return {
    id: subscription.id,
    planId: subscription.planId,
    planName: subscription.plan.name,
    bottleCount: subscription.plan.bottleCount,
    price: subscription.plan.price,
    status: subscription.status,
    paymentMethod: subscription.paymentMethod,
    currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pausedUntil: subscription.pausedUntil?.toISOString() ?? null,
    selectedOils: subscription.selectedOils ?? [],
    shippingAddress: { address, city, state, zipCode, phone },
    nextBox: next ? toBox(next, chosen) : null,
    createdAt: subscription.createdAt.toISOString(),
  };
}
