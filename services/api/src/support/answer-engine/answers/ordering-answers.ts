import { TAX_RATE_LABEL } from '@shop/contracts/constants';
import type { PaymentMethod } from '@shop/contracts/orders';
import type { AnswerPart } from '../answer.js';
import { link } from './format.js';

const METHOD_WORDS: Record<PaymentMethod, string> = {
  stripe: "by card (credit or debit) on Stripe's secure checkout page",
  pay_on_delivery: 'on delivery, when your order arrives',
};

/** How to order and pay, from the payment methods this shop has set up. */
export function answerOrdering(paymentMethods: readonly PaymentMethod[], asksTax: boolean): AnswerPart {
  const how = `To order, add products to your cart from ${link('our products', '/products')} and go to checkout; you need to be signed in.`;
  const pay = paymentMethods.length
    ? `You can pay ${paymentMethods.map((method) => METHOD_WORDS[method]).join(', or ')}.`
    : `Online payment is not set up yet, so please ${link('send us a message', '/#contact')} to order.`;
  const tax = `Sales tax is ${TAX_RATE_LABEL} of the subtotal, added at checkout.`;
  return {
    topic: 'ordering',
    text: asksTax ? `${tax} ${how}` : `${how} ${pay}`,
    sources: [{ kind: 'policy', id: asksTax ? 'sales-tax' : 'payment-methods' }],
  };
}
