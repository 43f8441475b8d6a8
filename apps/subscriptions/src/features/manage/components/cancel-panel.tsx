import { useState } from 'react';
import type { Subscription } from '@shop/contracts/subscriptions';
import { Button } from '@shop/ui/button';
import { formatBoxDate } from '../../subscriptions/subscription-display.js';
import type { SubscriptionChange } from '../subscription-change.js';
import { ManagePanel } from './manage-panel.js';

export interface CancelPanelProps {
  id: string;
  subscription: Subscription;
  /** Whether skipping the next box, or pausing, is possible: offered first, as the lighter way out. */
  canSkip: boolean;
  canPause: boolean;
  busy: boolean;
  onSave: (change: SubscriptionChange) => void;
  onPauseInstead: () => void;
  onClose: () => void;
}

/** The last day of the period already paid for, after which no box comes. */
function endText(subscription: Subscription): string {
  const end = subscription.currentPeriodEnd ?? subscription.nextBox?.renewsAt;
  return end ? `on ${formatBoxDate(end)}` : 'at the end of this period';
}

/**
 * Cancelling in two steps: first the lighter ways out (skip a box, pause), then the confirmation.
 * Cancelling ends the subscription at the end of the period; until then it can be kept.
 */
export function CancelPanel({
  id,
  subscription,
  canSkip,
  canPause,
  busy,
  onSave,
  onPauseInstead,
  onClose,
}: CancelPanelProps) {
  const [confirming, setConfirming] = useState(!canSkip && !canPause);

  if (!confirming) {
    return (
      <ManagePanel key="offer" id={id} title="Before you cancel" onClose={onClose}>
        <p>Need a break rather than an ending? You can skip your next box, or pause for up to three months.</p>
        <div className="manage-panel__buttons">
          {canSkip ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => onSave({ action: 'skip' })}>
              Skip a box instead
            </Button>
          ) : null}
          {canPause ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={onPauseInstead}>
              Pause instead
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Continue to cancel
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            Never mind
          </Button>
        </div>
      </ManagePanel>
    );
  }
  return (
    <ManagePanel key="confirm" id={id} title="Cancel your subscription?" onClose={onClose}>
      <p>
        Your subscription will end {endText(subscription)}, when the period you paid for is over; no boxes come after
        that. Until then you can keep it.
      </p>
      <div className="manage-panel__buttons">
        <Button size="sm" disabled={busy} onClick={() => onSave({ action: 'cancel' })}>
          Yes, cancel subscription
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Never mind
        </Button>
      </div>
    </ManagePanel>
  );
}
