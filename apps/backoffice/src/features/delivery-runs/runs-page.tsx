import { useQuery } from '@tanstack/react-query';
import { shopDaySchema } from '@shop/contracts/delivery-windows';
import { adminPath } from '@shop/contracts/admin-routes';
import type { DeliveryRunSummary, UnbookedBox } from '@shop/contracts/admin-delivery-runs';
import { Link, useSearchParams } from '@shop/ui/router';
import { TextField } from '@shop/ui/text-field';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDate } from '../../components/format.js';
import { DataTable, type Column } from '../../list-kit/data-table.js';
import { QueryStates } from '../../list-kit/query-states.js';
import { runsQueryOptions } from './api/runs.js';
import { RunStatusBadge } from './run-status-badge.js';
import { usd } from './run-words.js';
import './delivery-runs.css';

const COLUMNS: readonly Column<DeliveryRunSummary>[] = [
  { header: 'Window', cell: (run) => <Link to={adminPath('run', run.id)}>{run.label}</Link> },
  { header: 'Zone', cell: (run) => run.zoneName },
  { header: 'Stops', cell: (run) => run.stopCount },
  { header: 'Status', cell: (run) => <RunStatusBadge status={run.status} /> },
  {
    header: 'Not packed',
    cell: (run) => (run.status === 'planned' && run.notPackedCount > 0 ? run.notPackedCount : '—'),
  },
  { header: 'To collect', cell: (run) => usd(run.expectedAmount) },
  { header: 'Driver', cell: (run) => run.driverEmail ?? '—' },
  { header: 'Cash counted', cell: (run) => (run.countedCash === null ? '—' : usd(run.countedCash)) },
];

/** Boxes set aside that found no window with room: someone books them by hand or adds places. */
function UnbookedBoxes({ boxes }: { boxes: readonly UnbookedBox[] }) {
  return (
    <section aria-labelledby="unbooked-boxes" className="delivery-runs__unbooked">
      <h2 id="unbooked-boxes">Boxes without a delivery window ({boxes.length})</h2>
      <p>
        No window had room for these boxes; their shoppers were told. Raise a window's capacity in the delivery
        schedule, or have the shopper pick a window on their subscription page.
      </p>
      <ul>
        {boxes.map((box) => (
          <li key={box.boxId}>
            <Link to={adminPath('subscription', box.subscriptionId)}>Subscription #{box.subscriptionId}</Link>:{' '}
            {box.customerName}, {box.zipCode}, renews {formatDate(box.renewsAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/runs?date=2026-11-28: the day's runs (today's without a date), one per window with orders. */
export function RunsPage() {
  useDocumentTitle('Delivery runs | Back office');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date') ?? undefined;
  // A date the API would refuse is not asked for: the page shows today's runs instead.
  const date = asked && shopDaySchema.safeParse(asked).success ? asked : undefined;
  const runs = useQuery(runsQueryOptions(date));
  const shownDate = date ?? runs.data?.date ?? '';

  return (
    <section className="delivery-runs">
      <h1>Delivery runs</h1>
      <div className="delivery-runs__date">
        <TextField
          label="Day"
          type="date"
          value={shownDate}
          onChange={(event) => setSearch(event.target.value ? { date: event.target.value } : {})}
        />
        {date && <Link to={adminPath('runs')}>Today</Link>}
      </div>
      <QueryStates
        query={runs}
        errorText="The runs could not be loaded. Reload the page to try again."
        isEmpty={(list) => list.runs.length === 0}
        emptyText="No deliveries are booked on this day."
      >
        {(list) => <DataTable columns={COLUMNS} items={list.runs} rowKey={(run) => run.id} />}
      </QueryStates>
      {runs.data && runs.data.unbookedBoxes.length > 0 ? <UnbookedBoxes boxes={runs.data.unbookedBoxes} /> : null}
    </section>
  );
}
