import { DELIVERY_AREA_LINES } from '@shop/contracts/shop-policies';

/** Where the shop delivers; the home page, the Shipping Info page and the support chat state it alike. */
export function DeliveryAreaList() {
  return (
    <ul>
      {DELIVERY_AREA_LINES.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
