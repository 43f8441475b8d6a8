import { CONTACT_RESPONSE_HOURS, SUPPORT_HOURS } from '@shop/contracts/constants';
import { BUSINESS_EMAIL, ORDERS_EMAIL, PHONE_DISPLAY, PHONE_TEL, SHOP_ADDRESS } from '@shop/contracts/shop-contact';
import { ContactMessageForm } from './contact-message-form.js';
import './contact-section.css';

/** The home page's contact section: where to find, call or write to the shop, and a form to send a message. */
export function ContactSection() {
  return (
    <section aria-labelledby="contact-heading" className="support-contact">
      <h2 id="contact-heading">Contact Us</h2>
      <p className="support-contact__lead">
        Questions about an order, a delivery or our oils? We respond within {CONTACT_RESPONSE_HOURS} hours.
      </p>
      <dl className="support-contact__details">
        <div className="ui-card">
          <dt>Visit</dt>
          <dd>
            <address>
              {SHOP_ADDRESS.street}
              <br />
              {SHOP_ADDRESS.city}, {SHOP_ADDRESS.state} {SHOP_ADDRESS.zipCode}
            </address>
          </dd>
        </div>
        <div className="ui-card">
          <dt>Call</dt>
          <dd>
            <a href={`tel:${PHONE_TEL}`}>{PHONE_DISPLAY}</a>
          </dd>
        </div>
        <div className="ui-card">
          <dt>Email</dt>
          <dd>
            Orders and deliveries: <a href={`mailto:${ORDERS_EMAIL}`}>{ORDERS_EMAIL}</a>
            <br />
            Business and wholesale: <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
          </dd>
        </div>
        <div className="ui-card">
          <dt>Support hours</dt>
          <dd>{SUPPORT_HOURS}</dd>
        </div>
      </dl>
      <ContactMessageForm />
    </section>
  );
}
