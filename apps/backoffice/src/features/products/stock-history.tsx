import { STOCK_CHANGE_REASON_LABELS, type ProductBatch, type StockMovement } from '@shop/contracts/admin-products';
import { formatDateTime } from '../../components/format.js';
import { formatDay } from './product-labels.js';

/** The latest stock changes made by hand, newest first. */
export function MovementsTable({ movements }: { movements: readonly StockMovement[] }) {
  if (movements.length === 0) return <p>No stock changes yet.</p>;
  return (
    <table className="admin-table" aria-labelledby="movements-heading">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Change</th>
          <th scope="col">Reason</th>
          <th scope="col">Stock after</th>
          <th scope="col">Who</th>
          <th scope="col">Note</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement.id}>
            <td>{formatDateTime(movement.createdAt)}</td>
            <td className="admin-products__number">{movement.change > 0 ? `+${movement.change}` : movement.change}</td>
            <td>{STOCK_CHANGE_REASON_LABELS[movement.reason]}</td>
            <td className="admin-products__number">{movement.stockAfter}</td>
            <td>{movement.actor.email}</td>
            <td>{movement.note ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Received batches, freshest pressing first. */
export function BatchesTable({ batches }: { batches: readonly ProductBatch[] }) {
  if (batches.length === 0) return <p>No batches received yet.</p>;
  return (
    <table className="admin-table" aria-labelledby="batches-heading">
      <thead>
        <tr>
          <th scope="col">Pressed on</th>
          <th scope="col">Quantity</th>
          <th scope="col">Received</th>
          <th scope="col">By</th>
        </tr>
      </thead>
      <tbody>
        {batches.map((batch) => (
          <tr key={batch.id}>
            <td>{formatDay(batch.pressedOn)}</td>
            <td className="admin-products__number">{batch.quantity}</td>
            <td>{formatDateTime(batch.receivedAt)}</td>
            <td>{batch.receivedBy.email}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
