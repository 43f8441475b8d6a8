import { useState } from 'react';
import { Button } from '@shop/ui/button';

/**
 * A button for a change that is not undone with one click (retiring a window, removing a zone):
 * the first press asks, the second does it. Each button is named for what it acts on, so a
 * screen reader hears "Retire Monday 10:00 AM – 12:00 PM", not a row of "Retire".
 */
export function ConfirmButton({
  text,
  confirmText,
  name,
  busy,
  onConfirm,
}: {
  text: string;
  confirmText: string;
  /** What the button acts on, for its accessible name. */
  name: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="ghost" size="sm" aria-label={`${text} ${name}`} onClick={() => setAsking(true)}>
        {text}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={`${text} ${name}?`} className="delivery-schedule__confirm">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmText}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </span>
  );
}
