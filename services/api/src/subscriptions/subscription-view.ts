import type {
  BoxDeliveryWindow,
  BoxOil,
  Subscription as SubscriptionResponse,
  SubscriptionBox,
  WeeklyDeliveryWindow,
} from '@shop/contracts/subscriptions';
import type { SubscriptionCycle } from './subscription-cycle.entity.js';
import type { Subscription } from './subscription.entity.js';

/**
 * The box the shopper should see next: one held for a substitute comes first; otherwise the
 * coming renewal's box, unless the subscription has ended.
 */
export function nextBoxOf(subscription: Subscription, cycles: SubscriptionCycle[]): SubscriptionCycle | null {
  const held = cycles.find((cycle) => cycle.state === 'held');
  if (held) return held;
  const upcoming = cycles.at(-1);
  if (!upcoming || upcoming.sequence === 0 || subscription.status === 'cancelled') return null;
  return upcoming;
}

/** Where the subscription's boxes are delivered: the usual window, and the window each box holds. */
export interface SubscriptionDeliveries {
  preferredWindow: WeeklyDeliveryWindow | null;
  boxWindows: ReadonlyMap<number, BoxDeliveryWindow>;
}

function toBox(cycle: SubscriptionCycle, chosen: BoxOil[], deliveries: SubscriptionDeliveries): SubscriptionBox {
  return {
    id: cycle.id,
    renewsAt: cycle.renewsAt.toISOString(),
    cutoffAt: cycle.cutoffAt.toISOString(),
    state: cycle.state,
    oils: cycle.state === 'scheduled' || !cycle.oils ? chosen : cycle.oils,
    shortOils: cycle.shortOils,
    orderId: cycle.orderId,
    deliveryWindow: deliveries.boxWindows.get(cycle.id) ?? null,
  };
}

/** A subscription as its owner sees it; `chosen` are its selected oils with their names. */
export function toSubscriptionResponse(
  subscription: Subscription,
  cycles: SubscriptionCycle[],
  chosen: BoxOil[],
  deliveries: SubscriptionDeliveries,
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
    preferredWindow: deliveries.preferredWindow,
    nextBox: next ? toBox(next, chosen, deliveries) : null,
    createdAt: subscription.createdAt.toISOString(),
  };
}
