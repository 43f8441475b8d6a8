import { COLD_PRESS_STORY } from '@shop/contracts/shop-story';
import { FeatureList } from './feature-list.js';

export function ColdPressSection() {
  return (
    <section aria-labelledby="cold-press-heading" className="shell-home-section">
      <div className="ui-container">
        <h2 id="cold-press-heading">{COLD_PRESS_STORY.heading}</h2>
        <FeatureList features={COLD_PRESS_STORY.features} />
        <p className="shell-home-promise">{COLD_PRESS_STORY.promise.text}</p>
      </div>
    </section>
  );
}
