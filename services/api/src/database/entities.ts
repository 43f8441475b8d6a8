import { DeliveryBooking } from '../delivery/bookings/delivery-booking.entity.js';
import { DeliveryWindowDay } from '../delivery/bookings/delivery-window-day.entity.js';
import { DeliveryClosure } from '../delivery/schedule/delivery-closure.entity.js';
import { DeliveryWindow } from '../delivery/schedule/delivery-window.entity.js';
import { DeliveryZoneZip } from '../delivery/schedule/delivery-zone-zip.entity.js';
import { DeliveryZone } from '../delivery/schedule/delivery-zone.entity.js';
import { Session } from '../auth/session.entity.js';
import { User } from '../auth/user.entity.js';
import { EmailVerification } from '../auth/email-verification/email-verification.entity.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { OutboxEmail } from '../mail/outbox-email.entity.js';
import { UserIdentity } from '../auth/user-identity.entity.js';
import { CartItem } from '../cart/cart-item.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Order } from '../orders/order.entity.js';
import { OrderEvent } from '../orders/order-event.entity.js';
import { OrderRefund } from '../orders/order-refund.entity.js';
import { PayOnDeliveryLift } from '../orders/pay-on-delivery-lift.entity.js';
import { PayOnDeliveryStanding } from '../orders/pay-on-delivery-standing.entity.js';
import { DeliveryRun } from '../delivery-runs/delivery-run.entity.js';
import { DeliveryStop } from '../delivery-runs/delivery-stop.entity.js';
import { StripeEvent } from '../payments/stripe-event.entity.js';
import { BusinessInquiry } from '../contact/business-inquiry.entity.js';
import { ChatMessage } from '../chat/chat-message.entity.js';
import { ChatSession } from '../chat/chat-session.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { InboxEntry } from '../inbox/inbox-entry.entity.js';
import { SavedAddress } from '../addresses/saved-address.entity.js';
import { NewsletterSubscription } from '../contact/newsletter-subscription.entity.js';
import { ProductBatch } from '../catalog/product-batch.entity.js';
import { StockMovement } from '../catalog/stock-movement.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { SubscriptionCycle } from '../subscriptions/subscription-cycle.entity.js';
import { SubscriptionPlan } from '../subscriptions/subscription-plan.entity.js';

/** Listed explicitly (no globs): ESM builds and Jest load the same classes. */
export const entities = [
  User,
  UserIdentity,
  Session,
  EmailVerification,
  Product,
  CartItem,
  Order,
  StripeEvent,
  SubscriptionPlan,
  Subscription,
  SubscriptionCycle,
  BusinessInquiry,
  ContactMessage,
  ChatSession,
  ChatMessage,
  NewsletterSubscription,
  AuditEntry,
  OutboxEmail,
  ProductBatch,
  StockMovement,
  OrderEvent,
  OrderRefund,
  PayOnDeliveryLift,
  PayOnDeliveryStanding,
  InboxEntry,
  SavedAddress,
  DeliveryZone,
  DeliveryZoneZip,
  DeliveryWindow,
  DeliveryClosure,
  DeliveryWindowDay,
  DeliveryBooking,
  DeliveryRun,
  DeliveryStop,
];
