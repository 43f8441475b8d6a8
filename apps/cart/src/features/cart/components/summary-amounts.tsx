import { Button } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';
import { AmountsTable } from '../../../components/amounts-table.js';
import { useCartSummary } from '../api/get-cart-summary.js';

/** Loads GET /api/cart/summary and shows its amounts; no amount is ever computed in the browser. */
export function SummaryAmounts() {
  const { data: summary, isError, refetch } = useCartSummary({ enabled: true });
  if (isError) {
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load your totals.</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!summary) return <Spinner label="Loading your totals…" />;
  return <AmountsTable amounts={summary} caption="Your cart's totals" />;
}
