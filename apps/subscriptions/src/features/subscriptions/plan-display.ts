import { formatUsd, toCents } from '@shop/contracts/money';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';

export function formatMonthlyPrice(plan: Pick<SubscriptionPlan, 'price'>): string {
  return `${formatUsd(toCents(plan.price))}/month`;
}

export function formatRegularPrice(plan: Pick<SubscriptionPlan, 'regularPrice'>): string {
  return formatUsd(toCents(plan.regularPrice));
}

export function bottleCountLabel(plan: Pick<SubscriptionPlan, 'bottleCount'>): string {
  return `${plan.bottleCount} ${plan.bottleCount === 1 ? 'bottle' : 'bottles'} a month`;
}
