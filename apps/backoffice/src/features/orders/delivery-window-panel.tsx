import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@shop/contracts/admin-orders';
import { API_PATHS } from '@shop/contracts/api-paths';
import { deliveryWindowsSchema } from '@shop/contracts/delivery-windows';
import { Button } from '@shop/ui/button';
import { choiceOf, choiceValue } from '@shop/ui/delivery-window-choice';
import { readApiError } from '@shop/ui/read-api-error';
import { SelectField } from '@shop/ui/select-field';
import { useToast } from '@shop/ui/toast';
import { adminQueryOptions } from '../../api/admin-query.js';
import { useMoveOrderWindow } from './api/orders.js';

/** Statuses whose delivery staff may still move (back from a failed delivery included). */
const MOVABLE = new Set(['pending', 'paid', 'confirmed', 'packed', 'to_reschedule']);

/**
 * The order's delivery window, and moving it: staff pick any window with room for the address
 * (the shopper is e-mailed, the move audited). Capacity holds for staff too: to squeeze a stop in,
 * raise the window's capacity in the schedule.
 */
export function DeliveryWindowPanel({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState('');
  const windows = useQuery({
    ...adminQueryOptions(API_PATHS.deliveryWindows, deliveryWindowsSchema, { zipCode: order.zipCode }),
    enabled: open,
  });
  const move = useMoveOrderWindow(order.id);
  const { toast } = useToast();

  async function save() {
    const choice = choiceOf(picked);
    if (!choice) return;
    try {
      const moved = await move.mutateAsync(choice);
      toast({ title: 'Window Moved', description: `Order #${order.id}: ${moved.deliveryWindow?.label ?? ''}.` });
      setOpen(false);
      setPicked('');
    } catch (error) {
      toast({ title: 'Window Not Moved', description: readApiError(error).message, variant: 'destructive' });
    }
  }

  return (
    <div className="order-window">
      <p>{order.deliveryWindow ? order.deliveryWindow.label : 'None booked'}</p>
      {MOVABLE.has(order.status) && !open ? (
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          Move to another window
        </Button>
      ) : null}
      {open ? (
        windows.isError ? (
          <p role="alert">{readApiError(windows.error).message}</p>
        ) : (
          <form
            aria-label="Move delivery window"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <SelectField
              label="New delivery window"
              placeholder={windows.isPending ? 'Loading windows…' : 'Choose a window'}
              options={(windows.data?.windows ?? []).map((window) => ({
                value: choiceValue(window),
                label: window.label,
              }))}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={!picked || move.isPending}>
              {move.isPending ? 'Moving...' : 'Move'}
            </Button>{' '}
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </form>
        )
      ) : null}
    </div>
  );
}
