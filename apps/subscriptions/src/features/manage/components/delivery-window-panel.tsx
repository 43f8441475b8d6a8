import { useState } from 'react';
import type { Subscription, SubscriptionDeliveryWindows } from '@shop/contracts/subscriptions';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import { useSubscriptionDeliveryWindows } from '../../delivery/api/get-subscription-delivery-windows.js';
import { choiceOf, choiceValue } from '@shop/ui/delivery-window-choice';
import { formatBoxDate } from '../../subscriptions/subscription-display.js';
import type { SubscriptionChange } from '../subscription-change.js';
import { ManagePanel } from './manage-panel.js';

type Save = (change: SubscriptionChange, onError: (error: unknown) => void) => void;

interface FormProps {
  idPrefix: string;
  subscription: Subscription;
  windows: SubscriptionDeliveryWindows;
  busy: boolean;
  onSave: Save;
  onRefused: () => void;
}

/** The weekly window every box is booked into when it has room; none chosen: the earliest with room. */
function UsualWindowForm({ idPrefix, subscription, windows, busy, onSave, onRefused }: FormProps) {
  const saved = subscription.preferredWindow ? String(subscription.preferredWindow.windowId) : '';
  const [chosen, setChosen] = useState(saved);
  return (
    <form
      noValidate
      aria-label="Usual delivery window"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ action: 'delivery-preference', windowId: chosen ? Number(chosen) : null }, onRefused);
      }}
    >
      <SelectField
        id={`${idPrefix}-usual-window`}
        label="Usual delivery window"
        placeholder="Earliest window with room"
        hint="Each box is booked into this window on its first day after it renews, when it has room."
        options={windows.weeklyWindows.map((window) => ({ value: String(window.windowId), label: window.label }))}
        value={chosen}
        disabled={busy}
        onChange={(event) => setChosen(event.target.value)}
      />
      <div className="manage-panel__buttons">
        <Button type="submit" size="sm" disabled={busy || chosen === saved}>
          Save usual window
        </Button>
      </div>
    </form>
  );
}

/** Another window for the box set aside, until the cutoff of the window it holds. */
function NextBoxWindowForm({ idPrefix, subscription, windows, busy, onSave, onRefused }: FormProps) {
  const { nextBox } = subscription;
  const booked = nextBox?.id === windows.boxId ? nextBox.deliveryWindow : null;
  const options =
    booked && !windows.boxWindows.some((window) => choiceValue(window) === choiceValue(booked))
      ? [booked, ...windows.boxWindows]
      : windows.boxWindows;
  const [chosen, setChosen] = useState(booked ? choiceValue(booked) : '');
  const boxId = windows.boxId;

  if (boxId === null) {
    if (nextBox?.deliveryWindow) return <p>Your next box’s delivery window can no longer be changed.</p>;
    if (nextBox?.state === 'scheduled') {
      return (
        <p>Your next box is booked into a delivery window when it is packed, on {formatBoxDate(nextBox.cutoffAt)}.</p>
      );
    }
    return null;
  }
  if (options.length === 0) {
    return (
      <p className="ui-alert" role="status">
        Every delivery window for your next box is full for now. We will be in touch to arrange one.
      </p>
    );
  }
  return (
    <form
      noValidate
      aria-label="Next box’s delivery window"
      onSubmit={(event) => {
        event.preventDefault();
        const choice = choiceOf(chosen);
        if (choice) onSave({ action: 'box-delivery-window', boxId, ...choice }, onRefused);
      }}
    >
      <SelectField
        id={`${idPrefix}-next-box-window`}
        label="Next box’s delivery window"
        placeholder="Choose a delivery window"
        hint={
          booked
            ? `You can change it until ${booked.movableUntilLabel}.`
            : 'Your next box has no delivery window yet: choose one.'
        }
        options={options.map((window) => ({ value: choiceValue(window), label: window.label }))}
        value={chosen}
        disabled={busy}
        onChange={(event) => setChosen(event.target.value)}
      />
      <div className="manage-panel__buttons">
        <Button
          type="submit"
          size="sm"
          disabled={busy || !chosen || (booked !== null && chosen === choiceValue(booked))}
        >
          Move next box
        </Button>
      </div>
    </form>
  );
}

export interface DeliveryWindowPanelProps {
  id: string;
  subscription: Subscription;
  busy: boolean;
  onSave: Save;
  onClose: () => void;
}

/** When boxes come: the usual weekly window, and the next box's window while it can still move. */
export function DeliveryWindowPanel({ id, subscription, busy, onSave, onClose }: DeliveryWindowPanelProps) {
  const windows = useSubscriptionDeliveryWindows(subscription.id);
  // A refusal (that window just filled up) shows in a toast; the choices are asked for again.
  const onRefused = () => void windows.refetch();
  let body;
  if (windows.isPending) body = <Spinner label="Loading delivery windows…" />;
  else if (windows.isError) {
    body = (
      <p className="ui-alert ui-alert--danger" role="alert">
        {readApiError(windows.error, 'We could not load the delivery windows. Please try again.').message}
      </p>
    );
  } else {
    const props = { idPrefix: id, subscription, windows: windows.data, busy, onSave, onRefused };
    body = (
      <>
        <p>Delivering to {windows.data.zone.name}.</p>
        <UsualWindowForm {...props} />
        <NextBoxWindowForm {...props} />
      </>
    );
  }
  return (
    <ManagePanel id={id} title="Delivery window" onClose={onClose}>
      {body}
      <div className="manage-panel__buttons">
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </ManagePanel>
  );
}
