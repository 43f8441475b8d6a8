import type { ReactNode } from 'react';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import { Card } from '@shop/ui/card';
import { bottleCountLabel, formatMonthlyPrice } from '../plan-display.js';

/** A plan's essentials, for the checkout and success pages. */
export function PlanSummary({ plan, children }: { plan: SubscriptionPlan; children?: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="plan-summary-heading" className="subscription-summary">
      <h2 id="plan-summary-heading">{plan.name}</h2>
      <p>{plan.description}</p>
      <p>
        <strong>{formatMonthlyPrice(plan)}</strong> · {bottleCountLabel(plan)}
      </p>
      <ul>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
