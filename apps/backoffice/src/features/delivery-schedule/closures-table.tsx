import type { AdminDeliveryClosure } from '@shop/contracts/admin-delivery';
import { readApiError } from '@shop/ui/read-api-error';
import { useToast } from '@shop/ui/toast';
import { DataTable, type Column } from '../../list-kit/data-table.js';
import { useRemoveClosure } from './api/delivery-schedule.js';
import { ConfirmButton } from './confirm-button.js';
import { dayRange } from './schedule-labels.js';

/** The closures that end today or later; staff and the owner may remove one (its days open again). */
export function ClosuresTable({ closures }: { closures: readonly AdminDeliveryClosure[] }) {
  const removeClosure = useRemoveClosure();
  const { toast } = useToast();

  async function remove(closure: AdminDeliveryClosure) {
    try {
      await removeClosure.mutateAsync(closure.id);
      toast({
        title: 'Days Open Again',
        description: `${closure.reason}: ${dayRange(closure.fromDate, closure.toDate)}.`,
      });
    } catch (error) {
      toast({ title: 'Closure Not Removed', description: readApiError(error).message, variant: 'destructive' });
    }
  }

  const columns: readonly Column<AdminDeliveryClosure>[] = [
    { header: 'Days', cell: (closure) => dayRange(closure.fromDate, closure.toDate) },
    { header: 'Zone', cell: (closure) => closure.zoneName },
    { header: 'Window', cell: (closure) => closure.windowLabel ?? 'Every window' },
    { header: 'Reason', cell: (closure) => closure.reason },
    {
      header: 'Actions',
      cell: (closure) => (
        <ConfirmButton
          text="Remove"
          confirmText="Yes, open these days"
          name={`closure ${closure.reason}, ${dayRange(closure.fromDate, closure.toDate)}`}
          busy={removeClosure.isPending}
          onConfirm={() => void remove(closure)}
        />
      ),
    },
  ];
  if (closures.length === 0) return <p>No closures ahead: every window is open.</p>;
  return (
    <DataTable columns={columns} items={closures} rowKey={(closure) => closure.id} labelledBy="delivery-closures" />
  );
}
