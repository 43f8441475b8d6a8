import { STOCK_CHANGE_REASON_LABELS, type ProductBatch, type StockMovement } from '@shop/contracts/admin-products';
import { formatDateTime } from '../../components/format.js';
import { DataTable, type Column } from '../../list-kit/data-table.js';
import { formatDay } from './product-labels.js';

const NUMBER = 'admin-products__number';

const MOVEMENT_COLUMNS: readonly Column<StockMovement>[] = [
  { header: 'When', cell: (movement) => formatDateTime(movement.createdAt) },
  {
    header: 'Change',
    className: NUMBER,
    cell: (movement) => (movement.change > 0 ? `+${movement.change}` : movement.change),
  },
  { header: 'Reason', cell: (movement) => STOCK_CHANGE_REASON_LABELS[movement.reason] },
  { header: 'Stock after', className: NUMBER, cell: (movement) => movement.stockAfter },
  { header: 'Who', cell: (movement) => movement.actor.email },
  { header: 'Note', cell: (movement) => movement.note ?? '—' },
];

const BATCH_COLUMNS: readonly Column<ProductBatch>[] = [
  { header: 'Pressed on', cell: (batch) => formatDay(batch.pressedOn) },
  { header: 'Quantity', className: NUMBER, cell: (batch) => batch.quantity },
  { header: 'Received', cell: (batch) => formatDateTime(batch.receivedAt) },
  { header: 'By', cell: (batch) => batch.receivedBy.email },
];

/** The latest stock changes made by hand, newest first. */
export function MovementsTable({ movements }: { movements: readonly StockMovement[] }) {
  if (movements.length === 0) return <p>No stock changes yet.</p>;
  return (
    <DataTable
      columns={MOVEMENT_COLUMNS}
      items={movements}
      rowKey={(movement) => movement.id}
      labelledBy="movements-heading"
    />
  );
}

/** Received batches, freshest pressing first. */
export function BatchesTable({ batches }: { batches: readonly ProductBatch[] }) {
  if (batches.length === 0) return <p>No batches received yet.</p>;
  return (
    <DataTable columns={BATCH_COLUMNS} items={batches} rowKey={(batch) => batch.id} labelledBy="batches-heading" />
  );
}
