import type { MouseEvent } from 'react';
import { Button } from '@shop/ui/button';
import type { AvailableActions } from '../available-actions.js';
import type { SubscriptionChange } from '../subscription-change.js';
import type { OpenPanel, PanelName } from '../use-open-panel.js';

export interface SubscriptionActionButtonsProps {
  planName: string;
  actions: AvailableActions;
  panels: OpenPanel;
  panelId: (panel: PanelName) => string;
  busy: boolean;
  /** Changes that need no more input than the click. */
  onChange: (change: SubscriptionChange) => void;
}

/**
 * The card's buttons, only those that make sense now. Those that open a panel say whether it is
 * open (aria-expanded) and which region it is (aria-controls); the others act at once.
 */
export function SubscriptionActionButtons({
  planName,
  actions,
  panels,
  panelId,
  busy,
  onChange,
}: SubscriptionActionButtonsProps) {
  const panelButton = (panel: PanelName, label: string) => (
    <Button
      variant="secondary"
      size="sm"
      aria-expanded={panels.open === panel}
      aria-controls={panelId(panel)}
      disabled={busy}
      onClick={(event: MouseEvent<HTMLElement>) => panels.toggle(panel, event)}
    >
      {label}
    </Button>
  );
  const changeButton = (change: SubscriptionChange, label: string) => (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => onChange(change)}>
      {label}
    </Button>
  );

  return (
    <div className="manage-actions" role="group" aria-label={`Change your ${planName}`}>
      {actions.changeOils ? panelButton('oils', 'Change oils') : null}
      {actions.skip ? changeButton({ action: 'skip' }, 'Skip next box') : null}
      {actions.unskip ? changeButton({ action: 'unskip' }, 'Undo skip') : null}
      {actions.pause ? panelButton('pause', 'Pause') : null}
      {actions.resume ? changeButton({ action: 'resume' }, 'Resume') : null}
      {actions.changeAddress ? panelButton('address', 'Change address') : null}
      {actions.changeDelivery ? panelButton('delivery', 'Delivery window') : null}
      {actions.cancel ? panelButton('cancel', 'Cancel subscription') : null}
      {actions.keep ? changeButton({ action: 'keep' }, 'Keep subscription') : null}
    </div>
  );
}
