import { InitialSchema1795317964905 } from './1795317964905-initial-schema.js';
import { AddUserPasswordHash1795320472420 } from './1795320472420-add-user-password-hash.js';
import { OrdersCheckoutAndStripeEvents1795321531286 } from './1795321531286-orders-checkout-and-stripe-events.js';
import { AddNewsletterSubscriptions1795322710660 } from './1795322710660-add-newsletter-subscriptions.js';
import { LinkProviderIdentities1795408628129 } from './1795408628129-link-provider-identities.js';
import { SubscriptionBoxes1795421531897 } from './1795421531897-subscription-boxes.js';
import { ChatSessions1795431359684 } from './1795431359684-chat-sessions.js';
import { BackOfficeRolesAuditOutbox1795445519339 } from './1795445519339-back-office-roles-audit-outbox.js';
import { EmailSendingClaim1795447124716 } from './1795447124716-email-sending-claim.js';
import { ProductsAndStock1795447165402 } from './1795447165402-products-and-stock.js';
import { BackOfficeOrders1795447741868 } from './1795447741868-back-office-orders.js';
import { InboxStatuses1795452561200 } from './1795452561200-inbox-statuses.js';
import { PayOnDeliveryLimits1795777874706 } from './1795777874706-pay-on-delivery-limits.js';
import { EmailVerification1795778040328 } from './1795778040328-email-verification.js';
import { AddressBook1795800000000 } from './1795800000000-address-book.js';
import { DeliverySchedule1795800515164 } from './1795800515164-delivery-schedule.js';
import { DeliveryRuns1795801000000 } from './1795801000000-delivery-runs.js';
import { BoxDeliveryWindows1795802000000 } from './1795802000000-box-delivery-windows.js';
import { CatalogChangeNotifications1795803500000 } from './1795803500000-catalog-change-notifications.js';

/** Every committed migration, in order. */
export const migrations = [
  InitialSchema1795317964905,
  AddUserPasswordHash1795320472420,
  OrdersCheckoutAndStripeEvents1795321531286,
  AddNewsletterSubscriptions1795322710660,
  LinkProviderIdentities1795408628129,
  SubscriptionBoxes1795421531897,
  ChatSessions1795431359684,
  BackOfficeRolesAuditOutbox1795445519339,
  EmailSendingClaim1795447124716,
  ProductsAndStock1795447165402,
  BackOfficeOrders1795447741868,
  InboxStatuses1795452561200,
  PayOnDeliveryLimits1795777874706,
  EmailVerification1795778040328,
  AddressBook1795800000000,
  DeliverySchedule1795800515164,
  DeliveryRuns1795801000000,
  BoxDeliveryWindows1795802000000,
  CatalogChangeNotifications1795803500000,
];
