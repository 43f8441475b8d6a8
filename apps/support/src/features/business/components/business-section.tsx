import { CONTACT_RESPONSE_HOURS } from '@shop/contracts/constants';
import { BUSINESS_EMAIL } from '@shop/contracts/shop-contact';
import { BusinessInquiryForm } from './business-inquiry-form.js';
import './business-section.css';

const PARTNERS = [
  {
    title: 'Restaurants',
    text: 'Fresh cold-pressed oils for your kitchen in bulk tins, pressed to your weekly volume.',
  },
  {
    title: 'Retailers',
    text: 'Shelf-ready bottles and spice jars with dependable local restocking.',
  },
  {
    title: 'Distributors',
    text: 'Consistent batches and wholesale pricing for regional distribution.',
  },
] as const;

/** The home page's business section: the partner pitch and the Request Business Quote form. */
export function BusinessSection() {
  return (
    <section aria-labelledby="business-heading" className="support-business">
      <h2 id="business-heading">Partner With Us</h2>
      <p className="support-business__lead">
        Restaurants, retailers and distributors across North Georgia cook and sell with our oils and spices. Tell us
        what you need and we will put together pricing and a delivery schedule.
      </p>
      <ul className="support-business__partners">
        {PARTNERS.map((partner) => (
          <li key={partner.title} className="ui-card">
            <h3>{partner.title}</h3>
            <p>{partner.text}</p>
          </li>
        ))}
      </ul>
      <BusinessInquiryForm />
      <p className="ui-muted">
        Prefer e-mail? Write to <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>; we reply within{' '}
        {CONTACT_RESPONSE_HOURS} hours.
      </p>
    </section>
  );
}
