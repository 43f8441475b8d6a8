import { RETURN_POLICY_DAYS } from '@shop/contracts/constants';
import { Link } from '@shop/ui/router';
import { POLICY_PATHS } from '../app/route-table.js';
import { PolicyPage } from './policy-page.js';

export function TermsPage() {
  return (
    <PolicyPage title="Terms of Service">
      <p>These terms are short on purpose. By ordering from us you agree to them.</p>
      <ul>
        <li>Prices are in US dollars; tax and shipping are shown before you place an order.</li>
        <li>We deliver only within our service area around Cumming, GA.</li>
        <li>
          You can return products within {RETURN_POLICY_DAYS} days; see <Link to={POLICY_PATHS.returns}>Returns</Link>.
        </li>
        <li>Please keep your account password to yourself; you are responsible for orders placed with it.</li>
        <li>Our products are food, not medicine; articles we link to are for information, not medical advice.</li>
        <li>
          How we handle your data is described in our <Link to={POLICY_PATHS.privacy}>Privacy Policy</Link>.
        </li>
      </ul>
    </PolicyPage>
  );
}
