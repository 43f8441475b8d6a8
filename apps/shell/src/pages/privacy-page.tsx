import { PolicyPage } from './policy-page.js';

export function PrivacyPage() {
  return (
    <PolicyPage title="Privacy Policy">
      <p>We keep only what we need to run the shop, and we never sell your data.</p>
      <h2>What we store</h2>
      <ul>
        <li>
          Your account: name, e-mail address and a securely hashed password (or your sign-in provider's account id).
        </li>
        <li>Your cart, orders and subscriptions, with the delivery address and phone number you give us.</li>
        <li>A session cookie that keeps you signed in. We use no advertising or tracking cookies.</li>
        <li>Messages you send us: contact messages, business inquiries, support chats and newsletter sign-ups.</li>
      </ul>
      <h2>What we do with it</h2>
      <p>
        We use it to deliver your orders, answer your messages and, if you subscribed, send our newsletter. We do not
        sell or rent your data to anyone, and we share it only with the services needed to take payment and deliver your
        order.
      </p>
      <h2>Your choices</h2>
      <p>Write to us to see, correct or delete your data, or to unsubscribe from the newsletter.</p>
    </PolicyPage>
  );
}
