import { InitialSchema1795317964905 } from './1795317964905-initial-schema.js';
import { AddUserPasswordHash1795320472420 } from './1795320472420-add-user-password-hash.js';
import { OrdersCheckoutAndStripeEvents1795321531286 } from './1795321531286-orders-checkout-and-stripe-events.js';
import { AddNewsletterSubscriptions1795322710660 } from './1795322710660-add-newsletter-subscriptions.js';
import { LinkProviderIdentities1795408628129 } from './1795408628129-link-provider-identities.js';
import { SubscriptionBoxes1795421531897 } from './1795421531897-subscription-boxes.js';
import { ChatSessions1795431359684 } from './1795431359684-chat-sessions.js';

/** Every committed migration, in order. */
export const migrations = [
  InitialSchema1795317964905,
  AddUserPasswordHash1795320472420,
  OrdersCheckoutAndStripeEvents1795321531286,
  AddNewsletterSubscriptions1795322710660,
  LinkProviderIdentities1795408628129,
  SubscriptionBoxes1795421531897,
  ChatSessions1795431359684,
];
