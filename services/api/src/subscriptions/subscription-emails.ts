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

/**
 * Why a box went into the window it did: its usual window; the usual window full, closed, or gone
 * from the schedule that day; no usual window; a new address in another zone; or the day first
 * booked passed before the box shipped (a payment that came late).
 */
export type BoxBookingReason =
  | 'preferred'
  | 'preferred_full'
  | 'preferred_closed'
  | 'preferred_unavailable'
  | 'no_preference'
  | 'address_changed'
  | 'day_passed';

export interface BoxDeliveryFacts {
  firstName: string | null;
  planName: string;
  reason: BoxBookingReason;
  /** "Saturdays, 10:00 AM – 12:00 PM" */
  preferredLabel: string | null;
  /** "Saturday 5 December": the day the usual window was tried. */
  preferredDayLabel: string | null;
  manageUrl: string;
}

function whyThisWindow(facts: BoxDeliveryFacts): string {
  const usual = `your usual window (${facts.preferredLabel ?? 'none'})`;
  switch (facts.reason) {
    case 'preferred':
      return `It goes in ${usual}.`;
    case 'preferred_full':
      return `${capitalised(usual)} was full on ${facts.preferredDayLabel}, so we booked the earliest window with room.`;
    case 'preferred_closed':
      return `We are not delivering in ${usual} on ${facts.preferredDayLabel}, so we booked the earliest window with room.`;
    case 'preferred_unavailable':
      return 'Your usual window is no longer on our delivery schedule, so we booked the earliest window with room. You can choose a new usual window on your subscription page.';
    case 'no_preference':
      return 'You have not chosen a usual window, so we booked the earliest one with room. You can choose one on your subscription page.';
    case 'address_changed':
      return 'We deliver to your new address on other days, so we booked the earliest window with room there.';
    case 'day_passed':
      return 'The day first booked for it passed before it could ship, so we booked the earliest window with room.';
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A box's bottles are set aside and its delivery window booked. */
export function boxDeliveryBooked(facts: BoxDeliveryFacts & { windowLabel: string; cutoffAt: Date }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Your ${facts.planName} is booked for ${facts.windowLabel}`,
    text: [
      `Hello${facts.firstName ? ` ${facts.firstName}` : ''},`,
      '',
      `Your next ${facts.planName} is set aside and booked for delivery on:`,
      `  ${facts.windowLabel}`,
      '',
      whyThisWindow(facts),
      '',
      `Until ${momentFormat.format(facts.cutoffAt)} you can move it to another window:`,
      facts.manageUrl,
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}

/** A box's bottles are set aside, but no window had room within the days searched. */
export function boxDeliveryUnbooked(facts: BoxDeliveryFacts & { fromDayLabel: string; days: number }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Your ${facts.planName} needs a delivery window`,
    text: [
      `Hello${facts.firstName ? ` ${facts.firstName}` : ''},`,
      '',
      `Your next ${facts.planName} is set aside, but every delivery window for your address in the ${facts.days} days from ${facts.fromDayLabel} is full or closed, so it has no delivery time yet.`,
      '',
      'Choose a window on your subscription page as soon as one opens, or reply to this e-mail and we will arrange a time with you:',
      facts.manageUrl,
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}
