import { useState } from 'react';
import { useLocation, useNavigate, useParams } from '@shop/ui/router';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@shop/contracts/api-paths';
import { safeReturnTo } from '@shop/contracts/return-to';
import { planIdParamsSchema } from '@shop/contracts/subscription-plans';
import type { CreateSubscriptionCheckoutResponse } from '@shop/contracts/subscriptions';
import { signInUrl } from '@shop/ui/auth-urls';
import { SHOP_NAME } from '@shop/ui/brand';
import { buttonClassName } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { leaveFor } from '../../../utils/leave-for.js';
import { usePlan } from '../../subscriptions/api/get-plan.js';
import { BackToPlansLink } from '../../subscriptions/components/back-to-plans-link.js';
import { PlanSummary } from '../../subscriptions/components/plan-summary.js';
import { SubscriptionCheckoutForm } from './subscription-checkout-form.js';
import '../../subscriptions/components/plans.css';
import './checkout.css';

/** Signed-out shoppers see the whole form, and this way to sign in and come back to it. */
function SignInToSubscribe() {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading || isAuthenticated) return null;
  return (
    <a className={buttonClassName('primary')} href={signInUrl(pathname)}>
      Sign in to subscribe
    </a>
  );
}

/**
 * /subscriptions/checkout/:planId: choose the oils, the address and how to pay. Card payment
 * leaves for Stripe's page (a full page load); pay on delivery goes to the success page in the app.
 */
export function SubscriptionCheckoutPage() {
  useDocumentTitle(`Subscribe | ${SHOP_NAME}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parsedParams = planIdParamsSchema.safeParse(useParams());
  const planId = parsedParams.success ? parsedParams.data.planId : null;
  const { data: plan, isError } = usePlan(planId);
  const [leavingForPayment, setLeavingForPayment] = useState(false);

  function onCreated(response: CreateSubscriptionCheckoutResponse) {
    if ('url' in response) {
      setLeavingForPayment(true);
      leaveFor(response.url);
      return;
    }
    // The server names a page of this shop; anything else would be a bug, and goes home instead.
    void navigate(safeReturnTo(response.redirectUrl));
    // The new subscription is listed, and its oils took stock.
    void queryClient.invalidateQueries({ queryKey: [API_PATHS.subscriptions] });
    void queryClient.invalidateQueries({ queryKey: [API_PATHS.products] });
  }

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
  if (leavingForPayment) return <Spinner label="Taking you to the payment page…" />;

  return (
    <div className="subscription-checkout-page">
      <h1>Subscribe to the {plan.name}</h1>
      <PlanSummary plan={plan}>
        <SignInToSubscribe />
      </PlanSummary>
      <SubscriptionCheckoutForm plan={plan} onCreated={onCreated} />
      <BackToPlansLink />
    </div>
  );
}
