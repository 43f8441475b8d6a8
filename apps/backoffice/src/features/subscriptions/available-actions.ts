import type { AdminSubscription } from '@shop/contracts/admin-subscriptions';

export interface AvailableActions {
  skip: boolean;
  pause: boolean;
  resume: boolean;
  cancel: boolean;
}

/**
 * The changes the team may make for the shopper, mirroring the shopper's own manage page
 * (apps/subscriptions available-actions.ts): no button is offered that the API would refuse. The
 * API keeps the last word (409 with the reason, shown in a toast).
 */
export function availableActions(subscription: AdminSubscription, now: Date = new Date()): AvailableActions {
  const { status, cancelAtPeriodEnd: ending, cycles } = subscription;
  const active = status === 'active';
  const live = active || status === 'past_due' || status === 'paused';
  const latest = cycles.at(-1);
  const coming = latest && latest.sequence > 0 && new Date(latest.renewsAt).getTime() > now.getTime() ? latest : null;
  return {
    skip: active && !ending && coming !== null && coming.state !== 'skipped',
    pause: active && !ending && coming !== null,
    resume: status === 'paused',
    cancel: live && !ending,
  };
}
