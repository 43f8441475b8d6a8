import { freeShippingNote } from '@shop/contracts/money';
import { DeliveryAreaList } from './delivery-area-list.js';
import { ZipCheckForm } from './zip-check-form.js';

/** Where the shop delivers, and a check for the shopper's own ZIP code. */
export function DeliveryAreaSection() {
  return (
    <section
      id="delivery-area"
      tabIndex={-1}
      aria-labelledby="delivery-area-heading"
      className="shell-home-section shell-home-section--tinted"
    >
      <div className="ui-container shell-delivery-area">
        <div>
          <h2 id="delivery-area-heading">Delivery Area</h2>
          <DeliveryAreaList />
          <p>{freeShippingNote()}</p>
        </div>
        <ZipCheckForm />
      </div>
    </section>
  );
}
