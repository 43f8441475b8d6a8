import { FeatureList, type Feature } from './feature-list.js';

const COLD_PRESS_FEATURES: readonly Feature[] = [
  {
    title: 'Pressed on Demand',
    text: 'We press in small batches as orders come in, so your oil does not sit for months in a warehouse.',
  },
  {
    title: 'Traditional Methods',
    text: 'Seeds are crushed slowly in a wooden press at low temperature, the way oil has been made for generations.',
  },
  {
    title: '100% Pure & Natural',
    text: 'No solvents, no refining, no preservatives and no blending: only the oil of the seed on the label.',
  },
];

export function ColdPressSection() {
  return (
    <section aria-labelledby="cold-press-heading" className="shell-home-section">
      <div className="ui-container">
        <h2 id="cold-press-heading">The Cold-Press Difference</h2>
        <FeatureList features={COLD_PRESS_FEATURES} />
        <p className="shell-home-promise">Freshness You Can See, Quality You Can Taste</p>
      </div>
    </section>
  );
}
