import { useLocation, useParams } from '@shop/ui/router';
import { planIdParamsSchema } from '@shop/contracts/subscription-plans';
import { signInUrl } from '@shop/ui/auth-urls';
import { SHOP_NAME } from '@shop/ui/brand';
import { buttonClassName } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { usePlan } from '../api/get-plan.js';
import { BackToPlansLink } from './back-to-plans-link.js';
import { PlanSummary } from './plan-summary.js';
import './plans.css';

function NextStep() {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <a className={buttonClassName('primary')} href={signInUrl(pathname)}>
        Sign in to subscribe
      </a>
    );
  }
  return <p>Choosing your oils and paying open here together with subscription checkout, coming soon.</p>;
}

/** /subscriptions/checkout/:planId */
export function SubscriptionCheckoutPage() {
  useDocumentTitle(`Subscribe | ${SHOP_NAME}`);
  const parsedParams = planIdParamsSchema.safeParse(useParams());
  const planId = parsedParams.success ? parsedParams.data.planId : null;
  const { data: plan, isError } = usePlan(planId);

  if (planId === null || isError) {
    return (
      <div className="subscription-message">
        <h1>Subscription Plan Not Found</h1>
        <p>That plan does not exist or is no longer offered.</p>
        <BackToPlansLink />
      </div>
    );
  }
  if (!plan) return <Spinner label="Loading plan…" />;

  return (
    <div>
      <h1>Subscribe to the {plan.name}</h1>
      <PlanSummary plan={plan}>
        <NextStep />
      </PlanSummary>
      <BackToPlansLink />
    </div>
  );
}
