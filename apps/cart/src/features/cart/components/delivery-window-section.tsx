import type { DeliveryWindowChoice } from '@shop/contracts/delivery-windows';
import { choiceOf, choiceValue, chosenOrEarliest } from '@shop/ui/delivery-window-choice';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import type { useDeliveryWindows } from '@shop/ui/use-delivery-windows';

export interface DeliveryWindowSectionProps {
  zipCode: string;
  windows: ReturnType<typeof useDeliveryWindows>;
  chosen: DeliveryWindowChoice | undefined;
  onChoose: (window: DeliveryWindowChoice) => void;
  /** Set when the window the shopper had filled up while they checked out. */
  notice: string | undefined;
  disabled: boolean;
}

/**
 * When the order will come: the windows with room for the address's ZIP code (the next two
 * weeks), the earliest chosen, so placing an order stays one click.
 */
export function DeliveryWindowSection({
  zipCode,
  windows,
  chosen,
  onChoose,
  notice,
  disabled,
}: DeliveryWindowSectionProps) {
  if (!windows.isFetched && !windows.isFetching) {
    return <p className="checkout-window__hint">Enter your 5-digit ZIP code to see the delivery windows.</p>;
  }
  if (windows.isPending) return <Spinner label="Finding delivery windows…" />;
  if (windows.isError) {
    return (
      <p className="ui-alert ui-alert--danger" role="alert">
        {readApiError(windows.error, 'We could not load the delivery windows. Please try again.').message}
      </p>
    );
  }
  if (windows.data.outsideArea) {
    return (
      <p className="ui-alert ui-alert--danger" role="alert">
        {windows.data.outsideArea}
      </p>
    );
  }
  const offered = windows.data.windows;
  if (offered.length === 0) {
    return (
      <p className="ui-alert ui-alert--danger" role="alert">
        We have no delivery window with room in the next two weeks for {zipCode}. Please contact us.
      </p>
    );
  }
  const selected = chosenOrEarliest(offered, chosen)!;
  return (
    <div className="checkout-window">
      {notice ? (
        <p className="ui-alert" role="alert">
          {notice}
        </p>
      ) : null}
      <SelectField
        label="Delivery window"
        placeholder="Choose a delivery window"
        hint={`${selected.cutoffLabel} for this window.`}
        options={offered.map((window) => ({ value: choiceValue(window), label: window.label }))}
        value={choiceValue(selected)}
        disabled={disabled}
        onChange={(event) => {
          const picked = choiceOf(event.target.value);
          if (picked) onChoose(picked);
        }}
      />
      {windows.data.zone ? <p className="checkout-window__zone">Delivering to {windows.data.zone.name}.</p> : null}
    </div>
  );
}
