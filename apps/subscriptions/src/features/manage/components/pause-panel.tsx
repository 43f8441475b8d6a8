import { useId, useState } from 'react';
import { SUBSCRIPTION_PAUSE_MONTHS } from '@shop/contracts/subscriptions';
import { Button } from '@shop/ui/button';
import type { SubscriptionChange } from '../subscription-change.js';
import { ManagePanel } from './manage-panel.js';

const PAUSE_CHOICES = Array.from(
  { length: SUBSCRIPTION_PAUSE_MONTHS.max - SUBSCRIPTION_PAUSE_MONTHS.min + 1 },
  (_, index) => SUBSCRIPTION_PAUSE_MONTHS.min + index,
);

export interface PausePanelProps {
  id: string;
  busy: boolean;
  onSave: (change: SubscriptionChange) => void;
  onClose: () => void;
}

/** How long to pause, one to three months (one box each); the subscription resumes by itself. */
export function PausePanel({ id, busy, onSave, onClose }: PausePanelProps) {
  const [months, setMonths] = useState<number>(SUBSCRIPTION_PAUSE_MONTHS.min);
  const radioName = useId();
  return (
    <ManagePanel id={id} title="Pause your subscription" onClose={onClose}>
      <fieldset className="manage-pause" disabled={busy}>
        <legend>Pause for</legend>
        {PAUSE_CHOICES.map((choice) => (
          <label key={choice} className="manage-pause__option">
            <input
              type="radio"
              name={radioName}
              value={choice}
              checked={months === choice}
              onChange={() => setMonths(choice)}
            />
            {choice} {choice === 1 ? 'month' : 'months'}
          </label>
        ))}
      </fieldset>
      <p className="ui-muted">No boxes are sent while it is paused; it starts again by itself afterwards.</p>
      <div className="manage-panel__buttons">
        <Button size="sm" disabled={busy} onClick={() => onSave({ action: 'pause', months })}>
          Pause subscription
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Never mind
        </Button>
      </div>
    </ManagePanel>
  );
}
