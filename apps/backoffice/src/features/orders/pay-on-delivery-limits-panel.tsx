import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAY_ON_DELIVERY_LIFT_CHOICES, type PayOnDeliveryLimitsView } from '@shop/contracts/admin-pay-on-delivery';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { useToast } from '@shop/ui/toast';
import { formatDateTime } from '../../components/format.js';
import { payOnDeliveryLimitsQueryOptions, useLiftPayOnDeliveryLimits } from './api/pay-on-delivery-limits.js';
import { PayOnDeliveryStandingLine } from './pay-on-delivery-standing.js';

const LIFT_OPTIONS = PAY_ON_DELIVERY_LIFT_CHOICES.map((days) => ({ value: String(days), label: `${days} days` }));

function Usage({ view }: { view: PayOnDeliveryLimitsView }) {
  const { limits, inUse } = view;
  return (
    <p>
      {inUse.openOrders} of {limits.openOrders} open orders, {inUse.subscriptions} of {limits.subscriptions}{' '}
      subscriptions; at most {limits.perProduct} of one product per order.
    </p>
  );
}

/**
 * The pay-on-delivery limits of the account that placed the order: staff lift them for a trusted
 * regular (for some days, so a lift is never forgotten) or put them back. The server audits each
 * change.
 */
export function PayOnDeliveryLimitsPanel({ orderId }: { orderId: number }) {
  const limits = useQuery(payOnDeliveryLimitsQueryOptions(orderId));
  const change = useLiftPayOnDeliveryLimits(orderId);
  const { toast } = useToast();
  const [days, setDays] = useState<string>(String(PAY_ON_DELIVERY_LIFT_CHOICES[1]));

  const run = async (liftForDays: number) => {
    try {
      const view = await change.mutateAsync(liftForDays);
      toast(
        view.liftedUntil
          ? {
              title: 'Limits Lifted',
              description: `Pay-on-delivery limits are lifted until ${formatDateTime(view.liftedUntil)}.`,
            }
          : { title: 'Limits Restored', description: 'Pay-on-delivery limits apply to this customer again.' },
      );
    } catch (error) {
      toast({ title: 'Limits Not Changed', description: readApiError(error).message, variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="pay-on-delivery-limits-heading">
      <h3 id="pay-on-delivery-limits-heading">Pay-on-delivery limits</h3>
      {limits.isPending ? (
        <p className="orders-muted">Loading…</p>
      ) : limits.isError ? (
        <p role="alert">The limits could not be loaded. Reload the page to try again.</p>
      ) : (
        <>
          {limits.data.liftedUntil ? (
            <p>Lifted until {formatDateTime(limits.data.liftedUntil)}.</p>
          ) : (
            <Usage view={limits.data} />
          )}
          <div className="order-actions">
            <SelectField
              label="Lift for"
              placeholder="Choose how long"
              options={LIFT_OPTIONS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
            <Button disabled={change.isPending || days === ''} onClick={() => void run(Number(days))}>
              {limits.data.liftedUntil ? 'Lift again from today' : 'Lift limits'}
            </Button>
            {limits.data.liftedUntil && (
              <Button variant="secondary" disabled={change.isPending} onClick={() => void run(0)}>
                Restore limits
              </Button>
            )}
          </div>
        </>
      )}
      <PayOnDeliveryStandingLine orderId={orderId} />
    </section>
  );
}
