import { useState } from 'react';
import type { Order, OrderStatus } from '@shop/contracts/orders';
import { Button } from '@shop/ui/button';
import { choiceOf, choiceValue } from '@shop/ui/delivery-window-choice';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { Spinner } from '@shop/ui/spinner';
import { useToast } from '@shop/ui/toast';
import { useDeliveryWindows } from '@shop/ui/use-delivery-windows';
import { useMoveOrderWindow } from '../api/move-order-window.js';

/** Orders not yet on their way (or back after a failed delivery): their delivery can still move. */
const MOVABLE: readonly OrderStatus[] = ['pending', 'paid', 'confirmed', 'packed', 'to_reschedule'];

/**
 * "Change delivery window": the windows with room for the order's address, one of them picked
 * and saved. Past the cutoff of the window held, the server refuses and the shopper is told why.
 */
export function ChangeWindowPanel({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const windows = useDeliveryWindows(open ? order.shippingAddress.zipCode : '');
  const move = useMoveOrderWindow(order.id);
  const { toast } = useToast();
  if (!MOVABLE.includes(order.status)) return null;

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {order.deliveryWindow ? 'Change delivery window' : 'Choose a delivery window'}
      </Button>
    );
  }
  if (windows.isPending) return <Spinner label="Finding delivery windows…" />;
  if (windows.isError) {
    return (
      <p className="ui-alert ui-alert--danger" role="alert">
        {readApiError(windows.error).message}
      </p>
    );
  }
  const options = windows.data.windows
    .filter((window) => window.windowId !== order.deliveryWindow?.windowId || window.date !== order.deliveryWindow.date)
    .map((window) => ({ value: choiceValue(window), label: window.label }));

  async function save() {
    const choice = choiceOf(picked);
    if (!choice) return;
    try {
      const moved = await move.mutateAsync(choice);
      toast({ title: 'Delivery Window Changed', description: `We will deliver ${moved.deliveryWindow?.label ?? ''}.` });
      setOpen(false);
      setPicked('');
    } catch (error) {
      toast({ title: 'Window Not Changed', description: readApiError(error).message, variant: 'destructive' });
    }
  }

  return (
    <form
      className="order-window-change"
      aria-label="Change delivery window"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <SelectField
        label="New delivery window"
        placeholder="Choose a window"
        options={options}
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
      />
      <div className="order-window-change__actions">
        <Button type="submit" size="sm" disabled={!picked || move.isPending}>
          {move.isPending ? 'Saving...' : 'Save window'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Keep current window
        </Button>
      </div>
    </form>
  );
}
