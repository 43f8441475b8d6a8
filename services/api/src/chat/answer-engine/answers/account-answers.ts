import { CONTACT_RESPONSE_HOURS, SHIPS_IN_BUSINESS_DAYS } from '@shop/contracts/constants';
import { ORDERS_EMAIL } from '@shop/contracts/shop-contact';
import type { Order } from '@shop/contracts/orders';
import type { Subscription } from '@shop/contracts/subscriptions';
import type { AnswerPart, Topic } from '../answer.js';
import { day, link, listing, usd } from './format.js';

/** How many orders "where is my order" lists, newest first. */
const ORDERS_SHOWN = 3;

const ORDER_STATUS: Record<Order['status'], string> = {
  pending: 'received, waiting for payment or confirmation',
  paid: `paid; it ships in ${SHIPS_IN_BUSINESS_DAYS} business days`,
  confirmed: `confirmed; it ships in ${SHIPS_IN_BUSINESS_DAYS} business days`,
  packed: 'packed and waiting for the delivery van',
  out_for_delivery: 'out for delivery today',
  to_reschedule: 'waiting for you to choose a new delivery window (we could not deliver it)',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** What an anonymous visitor is told: the bot never guesses whose order it is. */
export function signInFirst(topic: Topic, what: string, path: string, generalRule = ''): AnswerPart {
  return {
    topic,
    text: `To see ${what}, please ${link('sign in', `/login?returnTo=${encodeURIComponent(path)}`)} and ask me again. I only show a shopper their own ${topic === 'my-orders' ? 'orders' : 'subscriptions'}.${generalRule ? ` ${generalRule}` : ''}`,
    sources: [],
  };
}

/** What holds for every order, for a visitor asking when theirs will come. */
export const ORDERS_SHIP_IN = `Orders ship in ${SHIPS_IN_BUSINESS_DAYS} business days.`;

/** Orders are not changed by the shopper online: a person does it, so the bot says how to ask. */
export function orderChangeNote(): string {
  return `To cancel or change an order, ${link('send us a message', '/#contact')} or write to ${ORDERS_EMAIL} with the order number; we answer within ${CONTACT_RESPONSE_HOURS} hours.`;
}

export function answerOrders(orders: readonly Order[]): AnswerPart {
  if (orders.length === 0) {
    return {
      topic: 'my-orders',
      text: `You have no orders yet. ${link('Browse our products', '/products')}.`,
      sources: [],
    };
  }
  const latest = orders.slice(0, ORDERS_SHOWN);
  const lines = latest.map(
    (order) =>
      `• ${link(`Order #${order.id}`, `/orders/${order.id}`)} of ${day(order.createdAt)}${order.subscriptionId ? ' (subscription box)' : ''}: ${listing(order.items.map((line) => `${line.quantity} × ${line.name}`))}; ${usd(order.total)}, ${order.paymentMethod === 'stripe' ? 'paid by card' : 'pay on delivery'}, ${ORDER_STATUS[order.status]}.`,
  );
  const more =
    orders.length > ORDERS_SHOWN
      ? `\nAll ${orders.length} orders are in ${link('your order history', '/orders')}.`
      : '';
  return {
    topic: 'my-orders',
    text: `Your latest ${latest.length === 1 ? 'order' : 'orders'}:\n${lines.join('\n')}${more}`,
    sources: latest.map((order) => ({ kind: 'order', id: String(order.id) })),
  };
}

function subscriptionLine(subscription: Subscription): string {
  const name = `Your ${subscription.planName} (${subscription.bottleCount} oils, ${usd(subscription.price)} a month)`;
  const box = subscription.nextBox;
  const oils = box?.oils.length ? ` with ${listing(box.oils.map((oil) => oil.name))}` : '';
  switch (subscription.status) {
    case 'cancelled':
      return `${name} is cancelled.`;
    case 'incomplete':
      return `${name} is waiting for its first payment.`;
    case 'past_due':
      return `${name} has a payment problem: please update your card on ${link('My Subscriptions', '/subscriptions/manage')}.`;
    case 'paused':
      return `${name} is paused${subscription.pausedUntil ? ` until ${day(subscription.pausedUntil)}` : ''}.${box ? ` The next box renews on ${day(box.renewsAt)}${oils}.` : ''}`;
    default:
      break;
  }
  if (!box)
    return `${name} is active, with no further box${subscription.cancelAtPeriodEnd ? ': it ends with the current period' : ''}.`;
  if (box.state === 'held') {
    return `${name}: the box of ${day(box.renewsAt)} is waiting for you to pick a substitute for ${listing(box.shortOils.map((oil) => oil.name))}, which ran out.`;
  }
  const cutoff = box.state === 'scheduled' ? ` You can change its oils until ${day(box.cutoffAt)}.` : '';
  const skipped = box.state === 'skipped' ? ' (skipped)' : '';
  return `${name} is active. Your next box${skipped} renews on ${day(box.renewsAt)}${oils}.${cutoff}`;
}

export function answerSubscriptions(subscriptions: readonly Subscription[]): AnswerPart {
  if (subscriptions.length === 0) {
    return {
      topic: 'my-subscription',
      text: `You don't have a subscription box yet. See ${link('the subscription plans', '/subscriptions')}.`,
      sources: [],
    };
  }
  return {
    topic: 'my-subscription',
    text: `${subscriptions.map(subscriptionLine).join('\n')}\nManage it on ${link('My Subscriptions', '/subscriptions/manage')}.`,
    sources: subscriptions.map((subscription) => ({ kind: 'subscription', id: String(subscription.id) })),
  };
}
