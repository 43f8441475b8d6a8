import { BOX_FAQ_STORY, WHY_SUBSCRIBE_STORY } from '@shop/contracts/shop-story';

/** The "Why Subscribe" and FAQ sections below the plans. */
export function SubscriptionInfo() {
  return (
    <>
      <section aria-labelledby="why-subscribe-heading" className="plans-info">
        <h2 id="why-subscribe-heading">{WHY_SUBSCRIBE_STORY.heading}</h2>
        <ul className="plans-info__reasons">
          {WHY_SUBSCRIBE_STORY.features.map((reason) => (
            <li key={reason.id}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="faq-heading" className="plans-info">
        <h2 id="faq-heading">{BOX_FAQ_STORY.heading}</h2>
        <dl className="plans-info__faq">
          {BOX_FAQ_STORY.entries.map((entry) => (
            <div key={entry.id}>
              <dt>{entry.question}</dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
