import { useState } from 'react';
import type { Subscription } from '@shop/contracts/subscriptions';
import { ApiRequestError } from '@shop/ui/api-fetch';
import { Button } from '@shop/ui/button';
import { OilChooser } from '../../oils/components/oil-chooser.js';
import type { SubscriptionChange } from '../subscription-change.js';
import { ManagePanel } from './manage-panel.js';

export interface ChangeOilsPanelProps {
  id: string;
  subscription: Subscription;
  busy: boolean;
  onSave: (change: SubscriptionChange, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

/** The same toggles as checkout, starting from the current oils; Save once exactly N are chosen. */
export function ChangeOilsPanel({ id, subscription, busy, onSave, onClose }: ChangeOilsPanelProps) {
  const [chosen, setChosen] = useState<number[]>(subscription.selectedOils);
  const [error, setError] = useState<string>();
  const complete = chosen.length === subscription.bottleCount;

  function showOilsError(failure: unknown) {
    const fieldErrors = failure instanceof ApiRequestError ? failure.fieldErrors : [];
    setError(fieldErrors.find((fieldError) => fieldError.field === 'selectedOils')?.message);
  }

  return (
    <ManagePanel id={id} title="Change oils" onClose={onClose}>
      <p>Your choice applies to every box whose oils are not fixed yet.</p>
      <OilChooser
        bottleCount={subscription.bottleCount}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          setError(undefined);
        }}
        disabled={busy}
        error={error}
      />
      <div className="manage-panel__buttons">
        <Button
          size="sm"
          disabled={busy || !complete}
          onClick={() => onSave({ action: 'oils', selectedOils: chosen }, showOilsError)}
        >
          Save oils
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Never mind
        </Button>
      </div>
    </ManagePanel>
  );
}
