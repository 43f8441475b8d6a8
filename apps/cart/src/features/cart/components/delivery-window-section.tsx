import type { DeliveryWindowChoice, OfferedWindow } from '@shop/contracts/delivery-windows';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import type { useDeliveryWindows } from '@shop/ui/use-delivery-windows';

/** "12:2026-11-28": one option's value. */
const valueOf = (window: DeliveryWindowChoice) => `${window.windowId}:${window.date}`;

/** The window the order will be booked into: the shopper's pick while it is still offered, else the earliest. */
export function effectiveWindow(
  windows: readonly OfferedWindow[] | undefined,
  chosen: DeliveryWindowChoice | undefined,
): OfferedWindow | undefined {
  if (!windows) return undefined;
  return windows.find((window) => chosen && valueOf(window) === valueOf(chosen)) ?? windows[0];
}

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
  const selected = effectiveWindow(offered, chosen)!;
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
        options={offered.map((window) => ({ value: valueOf(window), label: window.label }))}
        value={valueOf(selected)}
        disabled={disabled}
        onChange={(event) => {
          const picked = offered.find((window) => valueOf(window) === event.target.value);
          if (picked) onChoose({ windowId: picked.windowId, date: picked.date });
        }}
      />
      {windows.data.zone ? <p className="checkout-window__zone">Delivering to {windows.data.zone.name}.</p> : null}
    </div>
  );
}
