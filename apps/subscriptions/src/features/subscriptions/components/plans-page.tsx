import { SHOP_NAME } from '@shop/ui/brand';
import { Button } from '@shop/ui/button';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { VisuallyHidden } from '@shop/ui/visually-hidden';
import { usePlans } from '../api/get-plans.js';
import { PlanCard } from './plan-card.js';
import { PLAN_SKELETON_CARDS, PlanCardSkeleton } from './plan-card-skeleton.js';
import { SubscriptionInfo } from './subscription-info.js';
import './plans.css';

/** /subscriptions: the monthly oil boxes, three per row on wide screens. */
export function PlansPage() {
  useDocumentTitle(`Subscription Plans | ${SHOP_NAME}`);
  const { data: plans, isPending, isError, refetch } = usePlans();

  return (
    <div className="plans-page">
      <h1>Subscription Plans</h1>
      <p className="plans-page__lead">
        A monthly box of freshly cold-pressed oils, chosen by you and delivered to your door.
      </p>
      {isPending ? (
        // Placeholder cards, not a spinner: the sections below must not jump when the plans arrive.
        <div>
          <VisuallyHidden>
            <span role="status">Loading plans…</span>
          </VisuallyHidden>
          <ul className="plans-grid" aria-hidden="true">
            {Array.from({ length: PLAN_SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <PlanCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : isError ? (
        <div className="ui-alert ui-alert--danger" role="alert">
          <p>We couldn't load the subscription plans. Please check your connection and try again.</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="plans-grid">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
      <SubscriptionInfo />
    </div>
  );
}
