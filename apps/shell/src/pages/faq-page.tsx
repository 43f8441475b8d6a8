import {
  CONTACT_RESPONSE_HOURS,
  RETURN_POLICY_DAYS,
  SHIPS_IN_BUSINESS_DAYS,
  SUPPORT_HOURS,
} from '@shop/contracts/constants';
import { freeShippingNote } from '@shop/contracts/money';
import { Link } from '@shop/ui/router';
import { POLICY_PATHS } from '../app/route-table.js';
import { PolicyPage } from './policy-page.js';

export function FaqPage() {
  return (
    <PolicyPage title="Frequently Asked Questions">
      <h2>Where do you deliver?</h2>
      <p>
        Cumming is our primary area; we also cover all of Forsyth County, the Lake Lanier area, select parts of
        Alpharetta and an extended area within 50 miles of Cumming. See{' '}
        <Link to={POLICY_PATHS.shipping}>Shipping Info</Link>.
      </p>
      <h2>How much is shipping?</h2>
      <p>{freeShippingNote()}</p>
      <h2>How soon will my order ship?</h2>
      <p>Orders ship in {SHIPS_IN_BUSINESS_DAYS} business days.</p>
      <h2>Can I return a product?</h2>
      <p>
        Yes, we offer {RETURN_POLICY_DAYS}-day returns. See <Link to={POLICY_PATHS.returns}>Returns</Link>.
      </p>
      <h2>What does cold-pressed mean?</h2>
      <p>
        The seeds are pressed slowly without added heat or chemical solvents, which keeps the flavour, aroma and
        nutrients that refining removes.
      </p>
      <h2>When can I reach you?</h2>
      <p>
        Support hours are {SUPPORT_HOURS}, and we answer messages within {CONTACT_RESPONSE_HOURS} hours.
      </p>
    </PolicyPage>
  );
}
