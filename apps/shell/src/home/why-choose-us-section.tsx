import { FeatureList, type Feature } from './feature-list.js';

const REASONS: readonly Feature[] = [
  {
    title: 'Farm-Fresh Organic',
    text: 'Our seeds and spices come from USDA certified organic farmers.',
  },
  {
    title: 'Traditional Cold-Pressed Processing',
    text: 'Slow pressing without heat or chemicals keeps the flavour and nutrients of the seed.',
  },
  {
    title: 'Sustainable & Healthy Living',
    text: 'Organic farming, small batches and local delivery: better for your kitchen and for the land.',
  },
];

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-choose-us-heading" className="shell-home-section shell-home-section--tinted">
      <div className="ui-container">
        <h2 id="why-choose-us-heading">Why Choose Us</h2>
        <FeatureList features={REASONS} />
      </div>
    </section>
  );
}
