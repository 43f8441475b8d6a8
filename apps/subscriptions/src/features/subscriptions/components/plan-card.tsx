import { Link } from '@shop/ui/router';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import { Badge } from '@shop/ui/badge';
import { buttonClassName } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { VisuallyHidden } from '@shop/ui/visually-hidden';
import { bottleCountLabel, formatMonthlyPrice, formatRegularPrice } from '../plan-display.js';

export function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const popular = plan.isPopular === 'true';
  const nameId = `plan-${plan.id}-name`;
  return (
    <Card as="article" aria-labelledby={nameId} className={popular ? 'plan-card plan-card--popular' : 'plan-card'}>
      {popular ? (
        <Badge tone="accent" className="plan-card__badge">
          Most Popular
        </Badge>
      ) : null}
      <h2 id={nameId} className="plan-card__name">
        {plan.name}
      </h2>
      <p className="plan-card__description">{plan.description}</p>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatMonthlyPrice(plan)}</span>{' '}
        <s className="plan-card__regular">
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatRegularPrice(plan)}
        </s>
      </p>
      <p className="plan-card__bottles">{bottleCountLabel(plan)}</p>
      <ul className="plan-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        to={`/subscriptions/checkout/${plan.id}`}
        className={buttonClassName(popular ? 'accent' : 'primary', 'md', 'plan-card__choose')}
        aria-describedby={nameId}
      >
        Choose Plan
      </Link>
    </Card>
  );
}
