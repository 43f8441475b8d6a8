import type { StoryFeature } from '@shop/contracts/shop-story';

/** The three-up feature cards of the landing page's story sections. */
export function FeatureList({ features }: { features: readonly StoryFeature[] }) {
  return (
    <ul className="shell-feature-list">
      {features.map(({ id, title, text }) => (
        <li key={id} className="ui-card">
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
