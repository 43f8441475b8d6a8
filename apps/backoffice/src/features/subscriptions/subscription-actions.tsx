import { useState } from 'react';
import type { AdminSubscription } from '@shop/contracts/admin-subscriptions';
import { SUBSCRIPTION_PAUSE_MONTHS } from '@shop/contracts/subscriptions';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { useToast } from '@shop/ui/toast';
import { type SubscriptionAction, useSubscriptionAction } from './api/subscriptions.js';
import { availableActions } from './available-actions.js';

const MONTH_OPTIONS = Array.from(
  { length: SUBSCRIPTION_PAUSE_MONTHS.max - SUBSCRIPTION_PAUSE_MONTHS.min + 1 },
  (_, index) => {
    const months = SUBSCRIPTION_PAUSE_MONTHS.min + index;
    return { value: String(months), label: months === 1 ? '1 month' : `${months} months` };
  },
);

const DONE: Record<SubscriptionAction['action'], string> = {
  skip: 'Next box skipped',
  pause: 'Subscription paused',
  resume: 'Subscription resumed',
  cancel: 'Subscription cancelled at the end of its period',
};

/** The changes the team makes for the shopper; only those the subscription's state allows are offered. */
export function SubscriptionActions({ subscription }: { subscription: AdminSubscription }) {
  const allowed = availableActions(subscription);
  const change = useSubscriptionAction(subscription.id);
  const { toast } = useToast();
  const [months, setMonths] = useState(String(SUBSCRIPTION_PAUSE_MONTHS.min));
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const run = async (request: SubscriptionAction) => {
    try {
      await change.mutateAsync(request);
      toast({ title: DONE[request.action] });
    } catch (error) {
      toast({ title: 'Not changed', description: readApiError(error).message, variant: 'destructive' });
    } finally {
      setConfirmingCancel(false);
    }
  };

  if (!allowed.skip && !allowed.pause && !allowed.resume && !allowed.cancel) {
    return <p>No change is possible for this subscription now.</p>;
  }
  const busy = change.isPending;
  return (
    <fieldset className="subscription-actions" aria-label="Change this subscription for the customer">
      {allowed.skip && (
        <Button variant="secondary" disabled={busy} onClick={() => void run({ action: 'skip' })}>
          Skip next box
        </Button>
      )}
      {allowed.pause && (
        <>
          <SelectField
            label="Pause for"
            placeholder="Choose how long"
            options={MONTH_OPTIONS}
            value={months}
            onChange={(event) => setMonths(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run({ action: 'pause', months: Number(months) })}
          >
            Pause
          </Button>
        </>
      )}
      {allowed.resume && (
        <Button disabled={busy} onClick={() => void run({ action: 'resume' })}>
          Resume
        </Button>
      )}
      {allowed.cancel &&
        (confirmingCancel ? (
          <div role="group" aria-label="Confirm cancelling">
            <p>Cancel this subscription? The box already shipped is the last one.</p>
            <Button variant="accent" disabled={busy} onClick={() => void run({ action: 'cancel' })}>
              Yes, cancel subscription
            </Button>{' '}
            <Button variant="ghost" onClick={() => setConfirmingCancel(false)}>
              Keep subscription
            </Button>
          </div>
        ) : (
          <Button variant="ghost" disabled={busy} onClick={() => setConfirmingCancel(true)}>
            Cancel subscription
          </Button>
        ))}
    </fieldset>
  );
}
