import { CONTACT_RESPONSE_HOURS, RETURN_POLICY_DAYS } from '@shop/contracts/constants';
import { PolicyPage } from './policy-page.js';
import { ORDERS_EMAIL } from '@shop/contracts/shop-contact';

export function ReturnsPage() {
  return (
    <PolicyPage title="Returns">
      <p>
        We offer {RETURN_POLICY_DAYS}-day returns: if a product is not right for you, tell us within{' '}
        {RETURN_POLICY_DAYS} days of delivery and we will refund it.
      </p>
      <h2>How to return a product</h2>
      <ol>
        <li>
          Write to <a href={`mailto:${ORDERS_EMAIL}`}>{ORDERS_EMAIL}</a> with your order number and what you would like
          to return.
        </li>
        <li>We reply within {CONTACT_RESPONSE_HOURS} hours with how to get the product back to us.</li>
        <li>Once we have it, we refund the amount you paid for it to your original payment method.</li>
      </ol>
      <h2>Damaged or wrong items</h2>
      <p>If something arrives broken or is not what you ordered, tell us and we will replace or refund it.</p>
    </PolicyPage>
  );
}
