import { WHY_CHOOSE_US_STORY } from '@shop/contracts/shop-story';
import { FeatureList } from './feature-list.js';

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-choose-us-heading" className="shell-home-section shell-home-section--tinted">
      <div className="ui-container">
        <h2 id="why-choose-us-heading">{WHY_CHOOSE_US_STORY.heading}</h2>
        <FeatureList features={WHY_CHOOSE_US_STORY.features} />
      </div>
    </section>
  );
}
