import { CART_QUANTITY_MAX, TAX_RATE_LABEL } from '@shop/contracts/constants';
import type { Question } from '../question.js';
import type { PaymentMethod } from '@shop/contracts/orders';
import type { AnswerPart } from '../answer.js';
import { link } from './format.js';

const LIMIT = `One cart line holds up to ${CART_QUANTITY_MAX} of a product; for more, use our [business inquiry form](/#business).`;

const METHOD_WORDS: Record<PaymentMethod, string> = {
  stripe: "by card (credit or debit) on Stripe's secure checkout page",
  pay_on_delivery: 'on delivery, when your order arrives',
};

/** How to order and pay, from the payment methods this shop has set up. */
export function answerOrdering(question: Question, paymentMethods: readonly PaymentMethod[]): AnswerPart {
  const asksTax = question.says(/\b(tax|taxes)\b/);
  const asksLimit = question.says(/\b(max|maximum|limit|most)\b/);
  const how = `To order, add products to your cart from ${link('our products', '/products')} and go to checkout; you need to be signed in.`;
  const pay = paymentMethods.length
    ? `You can pay ${paymentMethods.map((method) => METHOD_WORDS[method]).join(', or ')}.${
        question.says(/\b(card|cards|visa|mastercard|amex|credit|debit)\b/) && !paymentMethods.includes('stripe')
          ? ' Paying by card online is not set up at the moment.'
          : ''
      }`
    : `Online payment is not set up yet, so please ${link('send us a message', '/#contact')} to order.`;
  const tax = `Sales tax is ${TAX_RATE_LABEL} of the subtotal, added at checkout.`;
  return {
    topic: 'ordering',
    text: [asksTax ? tax : '', how, asksTax ? '' : pay, asksLimit ? LIMIT : ''].filter(Boolean).join(' '),
    sources: [{ kind: 'policy', id: asksTax ? 'sales-tax' : 'payment-methods' }],
  };
}
