import { Card } from '@shop/ui/card';
import { Skeleton } from '@shop/ui/skeleton';

/** As many placeholders as the shop sells plans, so the grid has its final shape while it loads. */
export const PLAN_SKELETON_CARDS = 3;

/**
 * A plan card's stand-in while the plans load: the same card box and reserved height (see
 * plans.css), so the sections below stay where the real cards will leave them.
 */
export function PlanCardSkeleton() {
  return (
    <Card className="plan-card plan-card--skeleton" aria-hidden="true" data-testid="plan-card-skeleton">
      <Skeleton style={{ width: '60%', height: '1.75rem' }} />
      <Skeleton style={{ width: '100%', marginTop: '1rem' }} />
      <Skeleton style={{ width: '90%', marginTop: '0.5rem' }} />
      <Skeleton style={{ width: '45%', height: '1.9rem', marginTop: '1.25rem' }} />
      <Skeleton style={{ width: '40%', marginTop: '0.75rem' }} />
      <Skeleton style={{ width: '85%', marginTop: '1.25rem' }} />
      <Skeleton style={{ width: '80%', marginTop: '0.6rem' }} />
      <Skeleton style={{ width: '75%', marginTop: '0.6rem' }} />
      <Skeleton className="plan-card__choose" style={{ width: '100%', height: '2.75rem', borderRadius: '999px' }} />
    </Card>
  );
}
