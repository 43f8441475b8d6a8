import { BUSINESS_EMAIL, ORDERS_EMAIL, PHONE_DISPLAY, SHOP_ADDRESS } from '@shop/contracts/shop-contact';
import { policySection, policySectionText } from '@shop/contracts/shop-policies';
import { CONTACT_RESPONSE_HOURS } from '@shop/contracts/constants';
import { formatUsd, shippingCents, toCents } from '@shop/contracts/money';
import type { AnswerPart, Topic } from '../answer.js';
import type { Question } from '../question.js';
import { link } from './format.js';

/** Sections of the policy pages, quoted as the pages state them. */
function fromSections(topic: Topic, ids: readonly string[], after = ''): AnswerPart {
  const text = ids.map((id) => policySectionText(policySection(id))).join('\n');
  return { topic, text: after ? `${text}\n${after}` : text, sources: ids.map((id) => ({ kind: 'policy', id })) };
}

/** The shipping of an order of a given subtotal, by the one rule checkout charges by. */
function orderShippingLine(subtotalCents: number): string {
  const shipping = shippingCents(subtotalCents);
  return `On an order of ${formatUsd(subtotalCents)}, shipping is ${shipping === 0 ? 'free' : formatUsd(shipping)}.`;
}

export function answerShipping(question: Question): AnswerPart {
  const asksCost = question.says(/\b(cost|costs|fee|fees|free|charge|price|how much|pay|minimum|threshold|postage)\b/);
  const asksTime = question.says(
    /\b(how long|when|soon|fast|quick|days?|time|arrive|take|takes|dispatch|same day|next day|overnight)\b/,
  );
  const ids =
    asksCost === asksTime
      ? ['shipping-cost', 'shipping-dispatch']
      : asksCost
        ? ['shipping-cost']
        : ['shipping-dispatch'];
  const amount = /\$\s?(\d{1,5}(?:\.\d{1,2})?)/.exec(question.raw)?.[1];
  const part = fromSections('shipping', ids, link('Shipping Info', '/shipping'));
  if (!amount) return part;
  return { ...part, text: `${orderShippingLine(toCents(Number(amount).toFixed(2)))}\n${part.text}` };
}

export function answerReturns(question: Question): AnswerPart {
  const damaged = question.says(/\b(damaged|broken|leaking|leaked|cracked|spilled|wrong|missing|not what i ordered)\b/);
  const ids = damaged ? ['returns-damaged', 'returns-how'] : ['returns-policy', 'returns-how'];
  return fromSections('returns', ids, link('Returns', '/returns'));
}

export function answerContact(): AnswerPart {
  const address = `${SHOP_ADDRESS.street}, ${SHOP_ADDRESS.city}, ${SHOP_ADDRESS.state} ${SHOP_ADDRESS.zipCode}`;
  return {
    topic: 'contact',
    text: `${policySectionText(policySection('faq-support-hours'))}\nPhone: ${PHONE_DISPLAY}. Email: ${ORDERS_EMAIL}. We are at ${address}. You can also ${link('send us a message', '/#contact')}.`,
    sources: [
      { kind: 'policy', id: 'faq-support-hours' },
      { kind: 'contact', id: 'shop-contact' },
    ],
  };
}

export function answerBusiness(): AnswerPart {
  return {
    topic: 'business',
    text: `We supply restaurants, retailers and distributors. Please tell us what you need with the ${link('business inquiry form', '/#business')}, or email ${BUSINESS_EMAIL}; we answer within ${CONTACT_RESPONSE_HOURS} hours.`,
    sources: [{ kind: 'contact', id: 'business-inquiry' }],
  };
}
