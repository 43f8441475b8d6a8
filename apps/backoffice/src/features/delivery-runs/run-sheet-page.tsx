import { useQuery } from '@tanstack/react-query';
import { adminPath } from '@shop/contracts/admin-routes';
import { Button } from '@shop/ui/button';
import { Link } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { runQueryOptions } from './api/runs.js';
import { useRunId } from './run-page.js';
import { addressLine, usd } from './run-words.js';
import './delivery-runs.css';

/**
 * /admin/runs/:id/sheet: the run on paper, in driving order: who, where, their phone and
 * instructions, what to hand over and what to collect, with room to write what happened.
 */
export function RunSheetPage() {
  const id = useRunId();
  useDocumentTitle('Run sheet | Back office');
  const run = useQuery({ ...runQueryOptions(id), enabled: Number.isInteger(id) });
  if (run.isError || !Number.isInteger(id)) {
    return <p role="alert">This run could not be loaded. Check the address, or reload the page to try again.</p>;
  }
  if (run.isPending) return <Spinner />;
  const data = run.data;
  return (
    <article className="run-sheet">
      <p className="run-sheet__no-print">
        <Link to={adminPath('run', data.id)}>← Back to the run</Link>{' '}
        <Button onClick={() => window.print()}>Print</Button>
      </p>
      <h1>Cumming Organics — Run sheet</h1>
      <p>
        <strong>{data.label}</strong> · {data.zoneName} · {data.stopCount} {data.stopCount === 1 ? 'stop' : 'stops'} ·{' '}
        {usd(data.expectedAmount)} to collect{data.driverEmail && ` · Driver ${data.driverEmail}`}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Deliver to</th>
            <th scope="col">Items</th>
            <th scope="col">Collect</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {data.stops.map((stop) => (
            <tr key={stop.orderId}>
              <td>{stop.sequence}</td>
              <td>
                <strong>{stop.customerName}</strong> (order #{stop.orderId})
                <br />
                {addressLine(stop.address)}
                <br />
                Phone: {stop.phone ?? '—'}
                {stop.specialInstructions && (
                  <>
                    <br />
                    <em>{stop.specialInstructions}</em>
                  </>
                )}
              </td>
              <td>
                <ul>
                  {stop.items.map((item) => (
                    <li key={item.name}>
                      {item.quantity} × {item.name}
                    </li>
                  ))}
                </ul>
              </td>
              <td>{stop.expectedAmount === '0.00' ? 'Paid' : usd(stop.expectedAmount)}</td>
              <td className="run-sheet__write-in" />
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
