import { BOX_LOCAL_DELIVERY_BUSINESS_DAYS, BOX_SHIPS_WITHIN_HOURS } from '@shop/contracts/constants';
import { WHY_SUBSCRIBE_STORY } from '@shop/contracts/shop-story';
import type { SubscriptionPlan } from '@shop/contracts/subscription-plans';
import type { AnswerPart } from '../answer.js';
import { normalizeText, type Question } from '../question.js';
import { link, usd } from './format.js';

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

function planLine(plan: SubscriptionPlan): string {
  const popular = plan.isPopular === 'true' ? ' (our most popular)' : '';
  return `${plan.name}${popular}: any ${plan.bottleCount} of our oils, picked by you, for ${usd(plan.price)} a month (instead of ${usd(plan.regularPrice)})`;
}

/** The plans the question names, by name ("family box") or by bottle count ("4 bottles"). */
function plansNamed(question: Question, plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  // "Chef's Box" is asked about as "chef box", "chefs box" or "chef's box".
  const byName = plans.filter((plan) => {
    const first = normalizeText(plan.name).replace(/ box$/, '');
    return new RegExp(`\\b${first}s?\\b`).test(question.text);
  });
  if (byName.length) return byName;
  const count = /\b(\d|two|three|four|five|six) (bottles?|oils?)\b/.exec(question.text)?.[1];
  const bottles = count ? (NUMBER_WORDS[count] ?? Number(count)) : undefined;
  return plans.filter((plan) => plan.bottleCount === bottles);
}

/**
 * The plans a follow-up means: "and the bigger one?" after the Family Box is the next plan up; "it"
 * is the plan of the previous answer.
 */
function relativeTo(
  previous: readonly SubscriptionPlan[],
  plans: readonly SubscriptionPlan[],
  question: Question,
): SubscriptionPlan[] {
  if (previous.length !== 1) return [...previous].filter(() => !question.says(/\b(which|one|ones)\b/));
  const [current] = previous as [SubscriptionPlan];
  const bySize = [...plans].sort((a, b) => a.bottleCount - b.bottleCount);
  const index = bySize.findIndex((plan) => plan.id === current.id);
  if (question.says(/\b(bigger|larger|more bottles|next one up)\b/))
    return bySize[index + 1] ? [bySize[index + 1] as SubscriptionPlan] : [current];
  if (question.says(/\b(smaller|cheaper|fewer bottles)\b/))
    return bySize[index - 1] ? [bySize[index - 1] as SubscriptionPlan] : [current];
  return [current];
}

/** A reason to subscribe, as the subscription page's Why Subscribe states it. */
function reason(id: string): string {
  const found = WHY_SUBSCRIBE_STORY.features.find((feature) => feature.id === id);
  if (!found) throw new Error(`No reason to subscribe ${id}`);
  return found.text;
}

/** The subscription plans as they are in the database: prices, bottle counts, how the boxes work. */
export function answerPlans(
  question: Question,
  plans: readonly SubscriptionPlan[],
  previous: readonly SubscriptionPlan[] = [],
): AnswerPart {
  const byQuestion = plansNamed(question, plans);
  const named = byQuestion.length ? byQuestion : relativeTo(previous, plans, question);
  const shown = named.length ? named : plans;
  const asksFeatures =
    named.length > 0 || question.says(/\b(free|spices?|includes?|included|comes? with|features|extras?|get with)\b/);
  const asksSavings = question.says(
    /\b(coupons?|discounts?|promo|promotions?|deals|offers|savings|save|cheaper|pay less|less than)\b/,
  );
  const lines = [
    named.length ? '' : `We have ${plans.length} monthly oil box plans:`,
    ...shown.map((plan) => `• ${planLine(plan)}.${asksFeatures ? ` Includes: ${plan.features.join('; ')}.` : ''}`),
    asksSavings ? `${reason('box-save')} I don't know of any coupon codes.` : '',
    // The subscription page's own reasons to subscribe, as it states them.
    `${reason('box-pressed-for-you')} ${reason('box-delivered-locally')}`,
    `You can change the oils, skip a box, pause or cancel at any time. See ${link('the subscription plans', '/subscriptions')}.`,
  ].filter(Boolean);
  return {
    topic: 'plans',
    text: lines.join('\n'),
    sources: shown.map((plan) => ({ kind: 'plan', id: String(plan.id) })),
  };
}

/** How self-service works, stated from the shop's own rules (the cutoff is a setting). */
export function answerSubscriptionHelp(question: Question, cutoffHours: number, signedIn: boolean): AnswerPart {
  const manage = link('My Subscriptions', '/subscriptions/manage');
  const how: [RegExp, string][] = [
    [
      /\b(pause|paused|pausing|resume|hold|break|vacation|travel|travelling|traveling|away|till|until|while)\b/,
      'Pause: pauses for 1 to 3 months; you can resume at any time.',
    ],
    [
      // "Stop the boxes till I'm back" is a pause, not a cancellation.
      /^(?!.*\b(till|until|while|back)\b).*\b(cancel|cancelling|canceling|cancellation|stop|end|contract|commitment)\b/,
      'Cancel: you can cancel at any time; no further boxes after the current period, nothing more is charged, and there is no contract.',
    ],
    [
      /\b(skip|skipping|unskip)\b/,
      'Skip: skips your next box (you can undo it until that box renews); nothing is charged for a skipped box.',
    ],
    [
      /\b(change|swap|switch|pick|choose|select|repick|different|oils)\b/,
      `Change the oils: pick new oils for your next box until its cutoff, ${cutoffHours} hours before it renews.`,
    ],
    [/\b(address|moving|moved)\b/, 'Change the address: any address we deliver to.'],
    [
      /\b(upgrade|downgrade|move up|move down|switch plans?|change (my |the )?plan|bigger box|smaller box)\b/,
      `Change to another plan: not a self-service change yet; ${link('send us a message', '/#contact')} and we will move you, or cancel and subscribe to the plan you want.`,
    ],
    [
      /\b(ship|ships|reach|arrive|arrives|take|takes|charged|billed|charge|when)\b/,
      `Timing: each box is charged on its renewal date; its oils are pressed and shipped within ${BOX_SHIPS_WITHIN_HOURS} hours of it, and local delivery takes ${BOX_LOCAL_DELIVERY_BUSINESS_DAYS} business days.`,
    ],
    [
      /\b(card|payment|billing|declined|failed)\b/,
      "Update card (card subscriptions): opens Stripe's secure page to change the card; Stripe retries a failed renewal payment.",
    ],
  ];
  const asked = how.filter(([pattern]) => question.says(pattern)).map(([, line]) => line);
  const lines = asked.length ? asked : how.map(([, line]) => line);
  return {
    topic: 'subscription-help',
    text: `${signedIn ? 'Open' : 'Sign in and open'} ${manage} to manage your box:\n${lines.map((line) => `• ${line}`).join('\n')}`,
    sources: [{ kind: 'policy', id: 'subscription-self-service' }],
  };
}
