import { COMPARISON_STORY } from '@shop/contracts/shop-story';

export function ComparisonSection() {
  return (
    <section aria-labelledby="comparison-heading" className="shell-home-section">
      <div className="ui-container">
        <h2 id="comparison-heading">{COMPARISON_STORY.heading}</h2>
        <div className="shell-comparison">
          <table className="shell-comparison__table">
            <caption>{COMPARISON_STORY.caption}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{COMPARISON_STORY.columns.ours}</th>
                <th scope="col">{COMPARISON_STORY.columns.conventional}</th>
                <th scope="col">{COMPARISON_STORY.columns.generic}</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON_STORY.rows.map(({ id, aspect, ours, conventional, generic }) => (
                <tr key={id}>
                  <th scope="row">{aspect}</th>
                  <td>{ours}</td>
                  <td>{conventional}</td>
                  <td>{generic}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
