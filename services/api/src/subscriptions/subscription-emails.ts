import { SHOP_TIME_ZONE } from '@shop/contracts/shop-contact';
import { SHOP_NAME } from '@shop/contracts/site-pages';

/**
 * The subscription e-mails' words: plain text, written for the subscriber. Dates are in the shop's
 * own time zone (Cumming, GA), the one the subscriber lives in.
 */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: SHOP_TIME_ZONE });
const momentFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

export interface ReminderFacts {
  firstName: string | null;
  planName: string;
  renewsAt: Date;
  cutoffAt: Date;
  oilNames: string[];
  manageUrl: string;
}

export function renewalReminder(facts: ReminderFacts): { subject: string; text: string } {
  const oils =
    facts.oilNames.length > 0 ? facts.oilNames.map((name) => `  - ${name}`).join('\n') : '  (none chosen yet)';
  return {
    subject: `Your ${facts.planName} renews on ${dayFormat.format(facts.renewsAt)}`,
    text: [
      `Hello${facts.firstName ? ` ${facts.firstName}` : ''},`,
      '',
      `Your next ${facts.planName} renews on ${dayFormat.format(facts.renewsAt)}. It will hold:`,
      oils,
      '',
      `Until ${momentFormat.format(facts.cutoffAt)} you can still change its oils, skip this box or pause your subscription:`,
      facts.manageUrl,
      '',
      'After that moment we press and set aside your bottles, and the box ships as it is.',
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}

export interface PaymentFailedFacts {
  firstName: string | null;
  planName: string;
  manageUrl: string;
}

export function paymentFailed(facts: PaymentFailedFacts): { subject: string; text: string } {
  return {
    subject: `Your ${facts.planName} payment did not go through`,
    text: [
      `Hello${facts.firstName ? ` ${facts.firstName}` : ''},`,
      '',
      `We could not take the payment for your next ${facts.planName}, so this box is on hold.`,
      'Your card may have expired or been declined. Please update it here:',
      facts.manageUrl,
      '',
      'Once the payment goes through, we pack and deliver your box as usual. If you have a question, just reply to this e-mail.',
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}

/** The manage page, where every e-mail sends the subscriber. */
export const manageUrlOf = (publicUrl: URL) => new URL('/subscriptions/manage', publicUrl).toString();
