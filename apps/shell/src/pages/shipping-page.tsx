import { Link } from '@shop/ui/router';
import { PolicyPage } from './policy-page.js';
import { PolicySections } from './policy-sections.js';

export function ShippingPage() {
  return (
    <PolicyPage title="Shipping Info">
      <PolicySections page="shipping" />
      <p>
        Not sure about your address? Use the <Link to="/#delivery-area">ZIP code check on the home page</Link>.
      </p>
    </PolicyPage>
  );
}
