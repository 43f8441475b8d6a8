import type { RunReconciliation } from '@shop/contracts/admin-delivery-runs';
import { adminPath } from '@shop/contracts/admin-routes';
import { Link } from '@shop/ui/router';
import { signedUsd, usd } from './run-words.js';

/**
 * The run's money: expected at the doors delivered against what the driver recorded, by kind;
 * counted cash and the card terminal's total against those records once closed; each stop off.
 */
export function ReconciliationTable({ reconciliation: money }: { reconciliation: RunReconciliation }) {
  return (
    <>
      <table className="admin-table run-money" aria-label="Money of the run">
        <tbody>
          <tr>
            <th scope="row">Expected at delivered stops</th>
            <td>{usd(money.expectedDelivered)}</td>
          </tr>
          <tr>
            <th scope="row">Recorded in cash</th>
            <td>{usd(money.recordedCash)}</td>
          </tr>
          <tr>
            <th scope="row">Recorded by card</th>
            <td>{usd(money.recordedCard)}</td>
          </tr>
          <tr>
            <th scope="row">Recorded against expected</th>
            <td>{signedUsd(money.recordedDifference)}</td>
          </tr>
          <tr>
            <th scope="row">Not collected (failed stops)</th>
            <td>{usd(money.expectedFailed)}</td>
          </tr>
          {money.countedCash !== null && money.cashDifference !== null && (
            <tr>
              <th scope="row">Cash counted</th>
              <td>
                {usd(money.countedCash)} ({signedUsd(money.cashDifference)} against recorded)
              </td>
            </tr>
          )}
          {money.cardTerminalTotal !== null && money.cardDifference !== null && (
            <tr>
              <th scope="row">Card terminal total</th>
              <td>
                {usd(money.cardTerminalTotal)} ({signedUsd(money.cardDifference)} against recorded)
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {money.stopsOff.length > 0 && (
        <>
          <h3>Stops off</h3>
          <ul>
            {money.stopsOff.map((stop) => (
              <li key={stop.stopId}>
                Stop {stop.sequence}, <Link to={adminPath('order', stop.orderId)}>order #{stop.orderId}</Link>:
                collected {usd(stop.collected)} of {usd(stop.expected)} ({signedUsd(stop.difference)})
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
