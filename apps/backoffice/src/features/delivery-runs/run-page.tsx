import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryRun, DeliveryStop } from '@shop/contracts/admin-delivery-runs';
import { adminPath } from '@shop/contracts/admin-routes';
import { ORDER_STATUS_LABELS } from '@shop/contracts/orders';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { Link, useParams } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useToast } from '@shop/ui/toast';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { formatDateTime } from '../../components/format.js';
import { runQueryOptions, useStartRun } from './api/runs.js';
import { CloseRunForm } from './close-run-form.js';
import { ReconciliationTable } from './reconciliation-table.js';
import { RunStatusBadge } from './run-status-badge.js';
import { addressLine, outcomeText, usd } from './run-words.js';
import { StopOutcomeForm } from './stop-outcome-form.js';
import './delivery-runs.css';

/** The run page's id from the address, or NaN for anything but a row id. */
export function useRunId(): number {
  const raw = useParams().id ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** /admin/runs/:id: the stops in driving order, starting the run, each door's outcome, and the close. */
export function RunPage() {
  const id = useRunId();
  useDocumentTitle(`Delivery run | Back office`);
  const run = useQuery({ ...runQueryOptions(id), enabled: Number.isInteger(id) });
  if (run.isError || !Number.isInteger(id)) {
    return (
      <section>
        <h1>Delivery run</h1>
        <p role="alert">This run could not be loaded. Check the address, or reload the page to try again.</p>
      </section>
    );
  }
  if (run.isPending) return <Spinner />;
  const data = run.data;
  return (
    <section className="delivery-run">
      <p>
        <Link to={`${adminPath('runs')}?date=${data.date}`}>← Runs of the day</Link>
      </p>
      <h1>
        {data.label} <RunStatusBadge status={data.status} />
      </h1>
      <p>
        {data.zoneName} · {data.stopCount} {data.stopCount === 1 ? 'stop' : 'stops'} · {usd(data.expectedAmount)} to
        collect
        {data.driverEmail && ` · Driver ${data.driverEmail}`}
        {data.startedAt && ` · Left ${formatDateTime(data.startedAt)}`}
        {data.closedAt && ` · Closed ${formatDateTime(data.closedAt)}`}
      </p>
      <p>
        <Link to={adminPath('runSheet', data.id)}>Print run sheet</Link> ·{' '}
        <Link to={adminPath('runDriver', data.id)}>Driver view</Link>
      </p>
      {data.status === 'planned' && <StartRun run={data} />}
      <h2>Stops</h2>
      <StopsTable run={data} />
      {data.status !== 'planned' && (
        <>
          <h2>Money</h2>
          <ReconciliationTable reconciliation={data.reconciliation} />
        </>
      )}
      {data.status === 'started' && (
        <>
          <h2>Close the run</h2>
          <CloseRunForm run={data} />
        </>
      )}
    </section>
  );
}

function StartRun({ run }: { run: DeliveryRun }) {
  const start = useStartRun(run.id);
  const { toast } = useToast();
  const notPacked = run.stops.filter((stop) => stop.orderStatus !== 'packed');
  const go = async () => {
    try {
      await start.mutateAsync(undefined);
      toast({ title: 'Run Started', description: 'Every order of the run is out for delivery.' });
    } catch (error) {
      toast({ title: 'Run Not Started', description: readApiError(error).message, variant: 'destructive' });
    }
  };
  return (
    <div className="order-actions">
      {notPacked.length > 0 && (
        <p role="status">
          Not packed yet:{' '}
          {notPacked.map((stop, index) => (
            <span key={stop.orderId}>
              {index > 0 && ', '}
              <Link to={adminPath('order', stop.orderId)}>#{stop.orderId}</Link>
            </span>
          ))}
          . The run starts once every order is packed.
        </p>
      )}
      <Button disabled={start.isPending || notPacked.length > 0} onClick={() => void go()}>
        Start run
      </Button>
    </div>
  );
}

function StopsTable({ run }: { run: DeliveryRun }) {
  const [recording, setRecording] = useState<number | null>(null);
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Address</th>
          <th scope="col">To collect</th>
          <th scope="col">{run.status === 'planned' ? 'Order status' : 'Outcome'}</th>
        </tr>
      </thead>
      <tbody>
        {run.stops.map((stop) => (
          <StopRow
            key={stop.orderId}
            run={run}
            stop={stop}
            recording={recording === stop.id}
            onRecord={(open) => setRecording(open ? stop.id : null)}
          />
        ))}
      </tbody>
    </table>
  );
}

function StopRow({
  run,
  stop,
  recording,
  onRecord,
}: {
  run: DeliveryRun;
  stop: DeliveryStop;
  recording: boolean;
  onRecord: (open: boolean) => void;
}) {
  const stopId = stop.id;
  return (
    <>
      <tr>
        <td>{stop.sequence}</td>
        <td>
          <Link to={adminPath('order', stop.orderId)}>#{stop.orderId}</Link>
        </td>
        <td>
          {stop.customerName}
          {stop.phone && <div className="orders-muted">{stop.phone}</div>}
        </td>
        <td>{addressLine(stop.address)}</td>
        <td>{stop.expectedAmount === '0.00' ? 'Paid' : usd(stop.expectedAmount)}</td>
        <td>
          {run.status === 'planned' ? ORDER_STATUS_LABELS[stop.orderStatus] : outcomeText(stop)}
          {run.status === 'started' && stopId !== null && (
            <>
              {' '}
              <Button size="sm" variant="ghost" onClick={() => onRecord(!recording)}>
                {recording ? 'Done' : stop.outcome ? 'Change' : 'Record'}
              </Button>
            </>
          )}
        </td>
      </tr>
      {recording && stopId !== null && (
        <tr>
          <td colSpan={6}>
            <StopOutcomeForm runId={run.id} stop={{ ...stop, id: stopId }} onRecorded={() => onRecord(false)} />
          </td>
        </tr>
      )}
    </>
  );
}
