import {
  BOX_LOCAL_DELIVERY_BUSINESS_DAYS,
  BOX_SHIPS_WITHIN_HOURS,
  FREE_DELIVERY_RADIUS_MILES,
} from '@shop/contracts/constants';

const REASONS = [
  {
    title: 'Pressed for you',
    text: `Your oils are pressed and shipped within ${BOX_SHIPS_WITHIN_HOURS} hours of each renewal, never from a warehouse shelf.`,
  },
  {
    title: 'Delivered locally',
    text: `Local delivery takes ${BOX_LOCAL_DELIVERY_BUSINESS_DAYS} business days, and shipping is free within a ${FREE_DELIVERY_RADIUS_MILES}-mile radius.`,
  },
  {
    title: 'Save every month',
    text: 'Subscribers pay less than the regular bottle price, on every box.',
  },
] as const;

const QUESTIONS = [
  {
    question: 'How fresh is the oil in my box?',
    answer: `We press and ship your oils within ${BOX_SHIPS_WITHIN_HOURS} hours of your renewal date.`,
  },
  {
    question: 'How long does delivery take?',
    answer: `Local delivery takes ${BOX_LOCAL_DELIVERY_BUSINESS_DAYS} business days after your box ships.`,
  },
  {
    question: 'Do I pay for shipping?',
    answer: `No: shipping is free within a ${FREE_DELIVERY_RADIUS_MILES}-mile radius of Cumming, GA.`,
  },
] as const;

/** The "Why Subscribe" and FAQ sections below the plans. */
export function SubscriptionInfo() {
  return (
    <>
      <section aria-labelledby="why-subscribe-heading" className="plans-info">
        <h2 id="why-subscribe-heading">Why Subscribe</h2>
        <ul className="plans-info__reasons">
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="faq-heading" className="plans-info">
        <h2 id="faq-heading">Frequently Asked Questions</h2>
        <dl className="plans-info__faq">
          {QUESTIONS.map((entry) => (
            <div key={entry.question}>
              <dt>{entry.question}</dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
