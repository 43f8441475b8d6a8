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
import { StripeEvent } from '../payments/stripe-event.entity.js';
import { BusinessInquiry } from '../contact/business-inquiry.entity.js';
import { ChatMessage } from '../chat/chat-message.entity.js';
import { ChatSession } from '../chat/chat-session.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { InboxEntry } from '../inbox/inbox-entry.entity.js';
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
  InboxEntry,
];
