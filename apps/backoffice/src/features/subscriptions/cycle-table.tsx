import type { AdminCycle } from '@shop/contracts/admin-subscriptions';
import { adminPath } from '@shop/contracts/admin-routes';
import { Link } from '@shop/ui/router';
import { formatDate, formatDateTime } from '../../components/format.js';
import { CYCLE_STATE_LABELS } from './subscription-labels.js';

const SKIP_REASONS: Record<NonNullable<AdminCycle['skipReason']>, string> = {
  shopper: 'skipped by the customer',
  paused: 'subscription paused',
  cancelled: 'subscription ending',
};

function noteOf(cycle: AdminCycle): string {
  if (cycle.state === 'held' || (cycle.state === 'failed' && cycle.shortOils.length > 0)) {
    return `Short: ${cycle.shortOils.map((oil) => oil.name).join(', ')}`;
  }
  if (cycle.state === 'skipped' && cycle.skipReason) return SKIP_REASONS[cycle.skipReason];
  if (cycle.state === 'failed') return 'Payment failed';
  return '';
}

/** Every box of a subscription, first to latest. */
export function CycleTable({ cycles }: { cycles: AdminCycle[] }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Box</th>
          <th scope="col">Renews</th>
          <th scope="col">Cutoff</th>
          <th scope="col">State</th>
          <th scope="col">Oils</th>
          <th scope="col">Note</th>
          <th scope="col">Order</th>
        </tr>
      </thead>
      <tbody>
        {cycles.map((cycle) => (
          <tr key={cycle.id}>
            <td>{cycle.sequence === 0 ? 'First' : `#${cycle.sequence}`}</td>
            <td>{formatDate(cycle.renewsAt)}</td>
            <td>{cycle.sequence === 0 ? '—' : formatDateTime(cycle.cutoffAt)}</td>
            <td>{CYCLE_STATE_LABELS[cycle.state]}</td>
            <td>{cycle.oils.map((oil) => oil.name).join(', ') || '—'}</td>
            <td>{noteOf(cycle) || '—'}</td>
            <td>{cycle.orderId ? <Link to={adminPath('order', cycle.orderId)}>#{cycle.orderId}</Link> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
