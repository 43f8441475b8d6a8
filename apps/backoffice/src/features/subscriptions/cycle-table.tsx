import type { AdminCycle } from '@shop/contracts/admin-subscriptions';
import { adminPath } from '@shop/contracts/admin-routes';
import { Link } from '@shop/ui/router';
import { formatDate, formatDateTime } from '../../components/format.js';
import { DataTable, type Column } from '../../list-kit/data-table.js';
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

const COLUMNS: readonly Column<AdminCycle>[] = [
  { header: 'Box', cell: (cycle) => (cycle.sequence === 0 ? 'First' : `#${cycle.sequence}`) },
  { header: 'Renews', cell: (cycle) => formatDate(cycle.renewsAt) },
  { header: 'Cutoff', cell: (cycle) => (cycle.sequence === 0 ? '—' : formatDateTime(cycle.cutoffAt)) },
  { header: 'State', cell: (cycle) => CYCLE_STATE_LABELS[cycle.state] },
  { header: 'Oils', cell: (cycle) => cycle.oils.map((oil) => oil.name).join(', ') || '—' },
  { header: 'Note', cell: (cycle) => noteOf(cycle) || '—' },
  {
    header: 'Order',
    cell: (cycle) => (cycle.orderId ? <Link to={adminPath('order', cycle.orderId)}>#{cycle.orderId}</Link> : '—'),
  },
];

/** Every box of a subscription, first to latest. */
export function CycleTable({ cycles }: { cycles: AdminCycle[] }) {
  return <DataTable columns={COLUMNS} items={cycles} rowKey={(cycle) => cycle.id} />;
}
