import { useState } from 'react';
import type { AdminOrder } from '@shop/contracts/admin-orders';
import type { OrderStatus } from '@shop/contracts/orders';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { useToast } from '@shop/ui/toast';
import { useMoveOrder } from './api/orders.js';

/** What each move's button says. */
export const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  packed: 'Mark packed',
  out_for_delivery: 'Mark out for delivery',
  delivered: 'Mark delivered',
};

/** Buttons for the moves the order can make now (the server says which), and cancelling with a confirm step. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const move = useMoveOrder(order.id);
  const { toast } = useToast();
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const run = async (status: OrderStatus) => {
    try {
      await move.mutateAsync(status);
      setConfirmingCancel(false);
      toast({ title: 'Order Updated', description: `Order #${order.id} is now ${status.replaceAll('_', ' ')}.` });
    } catch (error) {
      toast({ title: 'Order Not Updated', description: readApiError(error).message, variant: 'destructive' });
    }
  };

  const moves = order.nextStatuses.filter((status) => status !== 'cancelled');
  const canCancel = order.nextStatuses.includes('cancelled');
  if (moves.length === 0 && !canCancel) return null;
  return (
    <div className="order-actions" role="group" aria-label="Order status">
      {moves.map((status) => (
        <Button key={status} disabled={move.isPending} onClick={() => void run(status)}>
          {MOVE_LABELS[status] ?? status}
        </Button>
      ))}
      {canCancel && !confirmingCancel && (
        <Button variant="secondary" disabled={move.isPending} onClick={() => setConfirmingCancel(true)}>
          Cancel order
        </Button>
      )}
      {confirmingCancel && (
        <div role="alertdialog" aria-labelledby="cancel-order-question" className="order-actions">
          <p id="cancel-order-question">
            Cancel order #{order.id}? Its items go back into stock.
            {order.paid ? ' It was paid by card: the owner refunds it separately.' : ''}
          </p>
          <Button variant="accent" disabled={move.isPending} onClick={() => void run('cancelled')}>
            Yes, cancel order
          </Button>
          <Button variant="ghost" onClick={() => setConfirmingCancel(false)}>
            Keep order
          </Button>
        </div>
      )}
    </div>
  );
}
