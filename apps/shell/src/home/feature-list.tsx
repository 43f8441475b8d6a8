export interface Feature {
  title: string;
  text: string;
}

/** The three-up feature cards of the landing page's story sections. */
export function FeatureList({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="shell-feature-list">
      {features.map(({ title, text }) => (
        <li key={title} className="ui-card">
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
