import { Button } from '@shop/ui/button';
import { useOpenBillingPortal } from '../api/open-billing-portal.js';

/** Leaves for Stripe's page where the shopper replaces the card whose payment failed. */
export function UpdateCardButton({ subscriptionId }: { subscriptionId: number }) {
  const billingPortal = useOpenBillingPortal(subscriptionId);
  // Pending until the browser has left; after success it is leaving, so it stays disabled.
  const leaving = billingPortal.isPending || billingPortal.isSuccess;
  return (
    <Button size="sm" disabled={leaving} onClick={() => billingPortal.mutate()}>
      {leaving ? 'Opening the card page…' : 'Update card'}
    </Button>
  );
}
