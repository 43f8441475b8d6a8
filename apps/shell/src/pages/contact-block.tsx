import { CONTACT_RESPONSE_HOURS, SUPPORT_HOURS } from '@shop/contracts/constants';
import { SHOP_NAME } from '@shop/ui/brand';
import { BUSINESS_EMAIL, ORDERS_EMAIL, PHONE_DISPLAY, PHONE_TEL, SHOP_ADDRESS } from '@shop/contracts/shop-contact';

/** The "how to reach us" block every policy page ends with. */
export function ContactBlock() {
  return (
    <section aria-labelledby="contact-us-heading">
      <h2 id="contact-us-heading">Contact us</h2>
      <p>
        Support hours: {SUPPORT_HOURS}. We answer e-mail within {CONTACT_RESPONSE_HOURS} hours.
      </p>
      <ul>
        <li>
          Orders and returns: <a href={`mailto:${ORDERS_EMAIL}`}>{ORDERS_EMAIL}</a>
        </li>
        <li>
          Business customers: <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
        </li>
        <li>
          Phone: <a href={`tel:${PHONE_TEL}`}>{PHONE_DISPLAY}</a>
        </li>
      </ul>
      <address>
        {SHOP_NAME}
        <br />
        {SHOP_ADDRESS.street}
        <br />
        {SHOP_ADDRESS.city}, {SHOP_ADDRESS.state} {SHOP_ADDRESS.zipCode}
      </address>
    </section>
  );
}
