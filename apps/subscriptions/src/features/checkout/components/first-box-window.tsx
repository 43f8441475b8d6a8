import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import type { useDeliveryWindows } from '@shop/ui/use-delivery-windows';
import { choiceOf, choiceValue, chosenOrEarliest } from '@shop/ui/delivery-window-choice';

export interface FirstBoxWindowProps {
  windows: ReturnType<typeof useDeliveryWindows>;
  chosen: DeliveryWindowChoice | undefined;
  onChoose: (window: DeliveryWindowChoice) => void;
  disabled: boolean;
}

/**
 * When the first box comes, the earliest window with room chosen, so subscribing stays one click.
 * Its weekly window becomes the usual one of every later box. Without a list (no ZIP code yet, or
 * it could not be loaded) nothing is sent and the server books the earliest.
 */
export function FirstBoxWindow({ windows, chosen, onChoose, disabled }: FirstBoxWindowProps) {
  if (!windows.isFetched && !windows.isFetching) {
    return <p>Enter your 5-digit ZIP code to see the delivery windows.</p>;
  }
  if (windows.isPending) return <Spinner label="Finding delivery windows…" />;
  if (windows.data?.outsideArea) return <p role="alert">{windows.data.outsideArea}</p>;
  if (windows.isError || windows.data.windows.length === 0) {
    return <p>Your first box will come in the earliest delivery window with room; we will e-mail you which.</p>;
  }
  const offered = windows.data.windows;
  const selected = chosenOrEarliest(offered, chosen)!;
  return (
    <SelectField
      label="Delivery window"
      placeholder="Choose a delivery window"
      hint={`${selected.cutoffLabel} for this window. Later boxes come in the same weekly window when it has room.`}
      options={offered.map((window) => ({ value: choiceValue(window), label: window.label }))}
      value={choiceValue(selected)}
      disabled={disabled}
      onChange={(event) => {
        const picked = choiceOf(event.target.value);
        if (picked) onChoose(picked);
      }}
    />
  );
}
