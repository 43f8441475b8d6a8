import { useQuery } from '@tanstack/react-query';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { useToast } from '@shop/ui/toast';
import { formatDateTime } from '../../components/format.js';
import { payOnDeliveryStandingQueryOptions, useReinstatePayOnDelivery } from './api/pay-on-delivery-limits.js';

/**
 * The customer's missed deliveries (nobody home, refused), counted when runs close. At the shop's
 * limit pay on delivery is suspended; staff turn it back on here, which also forgets the count.
 * Nothing shows for a customer who never missed one.
 */
export function PayOnDeliveryStandingLine({ orderId }: { orderId: number }) {
  const standing = useQuery(payOnDeliveryStandingQueryOptions(orderId));
  const reinstate = useReinstatePayOnDelivery(orderId);
  const { toast } = useToast();
  if (!standing.data || (standing.data.noShows === 0 && !standing.data.suspendedAt)) return null;
  const { noShows, maxNoShows, suspendedAt } = standing.data;

  const turnBackOn = async () => {
    try {
      await reinstate.mutateAsync();
      toast({ title: 'Pay on Delivery Reinstated', description: 'This customer may pay on delivery again.' });
    } catch (error) {
      toast({ title: 'Not Reinstated', description: readApiError(error).message, variant: 'destructive' });
    }
  };
  return (
    <div className="order-actions">
      <p>
        Missed deliveries: {noShows} of {maxNoShows}.
        {suspendedAt && <strong> Pay on delivery is suspended since {formatDateTime(suspendedAt)}.</strong>}
      </p>
      <Button variant="secondary" disabled={reinstate.isPending} onClick={() => void turnBackOn()}>
        {suspendedAt ? 'Reinstate pay on delivery' : 'Forget missed deliveries'}
      </Button>
    </div>
  );
}
