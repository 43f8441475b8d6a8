import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryRun } from '@shop/contracts/admin-delivery-runs';
import { adminPath } from '@shop/contracts/admin-routes';
import { Button } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { Link } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useToast } from '@shop/ui/toast';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { runQueryOptions, useStartRun } from './api/runs.js';
import { useRunId } from './run-page.js';
import { addressLine, mapLink, outcomeText, telLink, usd } from './run-words.js';
import { StopOutcomeForm } from './stop-outcome-form.js';
import './delivery-runs.css';

/** The first stop still without an outcome (the last one once all are recorded). */
const nextOpenStop = (run: DeliveryRun) => {
  const open = run.stops.findIndex((stop) => stop.outcome === null);
  return open === -1 ? run.stops.length - 1 : open;
};

/**
 * /admin/runs/:id/driver: the run on a phone, one stop at a time: call and map links, what to
 * hand over and collect, and a button per outcome. After each outcome it moves to the next door.
 */
export function DriverPage() {
  const id = useRunId();
  useDocumentTitle('Driver | Back office');
  const run = useQuery({ ...runQueryOptions(id), enabled: Number.isInteger(id) });
  if (run.isError || !Number.isInteger(id)) {
    return <p role="alert">This run could not be loaded. Check the address, or reload the page to try again.</p>;
  }
  if (run.isPending) return <Spinner />;
  return <DriverRun run={run.data} />;
}

function DriverRun({ run }: { run: DeliveryRun }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const index = Math.min(chosen ?? nextOpenStop(run), run.stops.length - 1);
  const stop = run.stops[index]!;
  const recorded = run.stops.filter((each) => each.outcome !== null).length;
  const stopId = stop.id;

  return (
    <section className="driver">
      <p className="driver__run">
        <Link to={adminPath('run', run.id)}>{run.label}</Link> · {recorded} of {run.stopCount} recorded
      </p>
      {run.status === 'planned' && <StartFromPhone run={run} />}
      {run.status === 'closed' && <p role="status">This run is closed.</p>}
      <h1>
        Stop {stop.sequence} of {run.stopCount}
      </h1>
      <p className="driver__name">{stop.customerName}</p>
      <p>
        <a href={mapLink(stop.address)} target="_blank" rel="noreferrer">
          {addressLine(stop.address)}
        </a>
      </p>
      {stop.phone && (
        <p>
          <a className="driver__call" href={telLink(stop.phone)}>
            Call {stop.phone}
          </a>
        </p>
      )}
      {stop.specialInstructions && <p className="driver__instructions">{stop.specialInstructions}</p>}
      <ul aria-label="Items">
        {stop.items.map((item) => (
          <li key={item.name}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      <p className="driver__collect">
        {stop.expectedAmount === '0.00' ? 'Paid already: nothing to collect.' : `Collect ${usd(stop.expectedAmount)}`}
      </p>
      {stop.outcome && <p role="status">Recorded: {outcomeText(stop)}</p>}
      {run.status === 'started' && stopId !== null && (
        <StopOutcomeForm
          key={stopId}
          runId={run.id}
          stop={{ ...stop, id: stopId }}
          onRecorded={() => setChosen(index + 1 < run.stops.length ? index + 1 : index)}
        />
      )}
      <nav className="driver__steps" aria-label="Stops">
        <Button variant="secondary" disabled={index === 0} onClick={() => setChosen(index - 1)}>
          Previous stop
        </Button>
        <Button variant="secondary" disabled={index === run.stops.length - 1} onClick={() => setChosen(index + 1)}>
          Next stop
        </Button>
      </nav>
    </section>
  );
}

function StartFromPhone({ run }: { run: DeliveryRun }) {
  const start = useStartRun(run.id);
  const { toast } = useToast();
  const go = async () => {
    try {
      await start.mutateAsync(undefined);
    } catch (error) {
      toast({ title: 'Run Not Started', description: readApiError(error).message, variant: 'destructive' });
    }
  };
  return (
    <div className="order-actions">
      <p role="status">This run has not started.</p>
      <Button disabled={start.isPending} onClick={() => void go()}>
        Start run
      </Button>
    </div>
  );
}
