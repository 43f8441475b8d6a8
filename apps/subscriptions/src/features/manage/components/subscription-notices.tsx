import type { MouseEvent } from 'react';
import type { Subscription } from '@shop/contracts/subscriptions';
import { Button } from '@shop/ui/button';
import { formatBoxDate, listOilNames } from '../../subscriptions/subscription-display.js';
import type { AvailableActions } from '../available-actions.js';
import { UpdateCardButton } from './update-card-button.js';

export interface SubscriptionNoticesProps {
  subscription: Subscription;
  actions: AvailableActions;
  onChooseSubstitute: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * What needs the shopper's attention, above the facts: a failed payment (update the card), a box
 * held for an oil that ran out (pick a substitute), the end date of a cancelled subscription, a
 * pause, or a first payment still being confirmed.
 */
export function SubscriptionNotices({ subscription, actions, onChooseSubstitute }: SubscriptionNoticesProps) {
  const { status, nextBox, pausedUntil } = subscription;
  const shortOils = nextBox?.state === 'held' ? nextBox.shortOils : [];
  const end = subscription.currentPeriodEnd ?? nextBox?.renewsAt;
  return (
    <>
      {status === 'past_due' ? (
        <div className="ui-alert ui-alert--danger manage-notice">
          <p>
            <strong>Your last payment failed</strong>. We will try again; update your card so your boxes keep coming.
          </p>
          {actions.updateCard ? <UpdateCardButton subscriptionId={subscription.id} /> : null}
        </div>
      ) : null}
      {shortOils.length > 0 ? (
        <div className="ui-alert manage-notice">
          <p>
            <strong>
              {listOilNames(shortOils)} {shortOils.length === 1 ? 'is' : 'are'} out of stock
            </strong>
            . Your next box is on hold: please pick a substitute so it can ship.
          </p>
          {actions.changeOils ? (
            <Button size="sm" onClick={onChooseSubstitute}>
              Choose a substitute
            </Button>
          ) : null}
        </div>
      ) : null}
      {subscription.cancelAtPeriodEnd && status !== 'cancelled' ? (
        <p className="ui-alert manage-notice">
          <strong>{end ? `Ends on ${formatBoxDate(end)}` : 'Ends at the end of this period'}</strong>. No boxes come
          after that unless you keep it.
        </p>
      ) : null}
      {status === 'paused' && pausedUntil ? (
        <p className="ui-alert manage-notice">
          <strong>Paused until {formatBoxDate(pausedUntil)}</strong>. Boxes start again by themselves after that.
        </p>
      ) : null}
      {status === 'incomplete' ? (
        <p className="ui-alert manage-notice">
          We are still confirming your first payment. Your subscription starts as soon as it is confirmed.
        </p>
      ) : null}
    </>
  );
}
