import { SHIPS_IN_BUSINESS_DAYS } from '@shop/contracts/constants';
import { freeShippingNote } from '@shop/contracts/money';
import { Link } from '@shop/ui/router';
import { DeliveryAreaList } from '../home/delivery-area-list.js';
import { PolicyPage } from './policy-page.js';

export function ShippingPage() {
  return (
    <PolicyPage title="Shipping Info">
      <h2>Cost</h2>
      <p>{freeShippingNote()} The same rule applies to every order and is what checkout charges.</p>
      <h2>When your order ships</h2>
      <p>
        Orders ship in {SHIPS_IN_BUSINESS_DAYS} business days. We press oil in small batches, so this time lets us send
        it fresh.
      </p>
      <h2>Where we deliver</h2>
      <p>We deliver ourselves around Cumming, GA:</p>
      <DeliveryAreaList />
      <p>
        Not sure about your address? Use the <Link to="/#delivery-area">ZIP code check on the home page</Link>.
      </p>
    </PolicyPage>
  );
}
