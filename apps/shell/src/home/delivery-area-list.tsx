import { FREE_DELIVERY_RADIUS_MILES } from '@shop/contracts/constants';

/** Where the shop delivers; the home page and the shipping pages state it alike. */
export function DeliveryAreaList() {
  return (
    <ul>
      <li>Cumming: our primary area</li>
      <li>Forsyth County: full coverage</li>
      <li>The Lake Lanier area</li>
      <li>Select parts of Alpharetta</li>
      <li>Extended service area: a {FREE_DELIVERY_RADIUS_MILES}-mile radius around Cumming</li>
    </ul>
  );
}
