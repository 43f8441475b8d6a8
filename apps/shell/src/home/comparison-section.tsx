import { SHOP_NAME } from '@shop/ui/brand';

interface ComparisonRow {
  aspect: string;
  ours: string;
  conventional: string;
  generic: string;
}

// Short and fair: what is typical of each kind of oil, not claims about any named brand.
const ROWS: readonly ComparisonRow[] = [
  {
    aspect: 'Ingredient sourcing',
    ours: 'Seeds and spices from USDA certified organic farms',
    conventional: 'Mostly conventionally farmed, some organic lines',
    generic: 'Commodity crops of unstated origin',
  },
  {
    aspect: 'Processing method',
    ours: 'Cold-pressed slowly, no heat or solvents',
    conventional: 'Often pressed with heat, then refined',
    generic: 'Usually solvent-extracted and refined',
  },
  {
    aspect: 'Freshness',
    ours: 'Pressed in small batches close to your order',
    conventional: 'Weeks to months from press to shelf',
    generic: 'Often many months in warehouses and on shelves',
  },
  {
    aspect: 'Nutritional value',
    ours: 'Keeps the natural vitamin E and antioxidants of the seed',
    conventional: 'Some lost to heat and refining',
    generic: 'Largely lost to high-heat refining',
  },
  {
    aspect: 'Lifestyle impact',
    ours: 'Supports organic farming and local delivery',
    conventional: 'Long national supply chains',
    generic: 'Mass-produced and shipped long distances',
  },
];

export function ComparisonSection() {
  return (
    <section aria-labelledby="comparison-heading" className="shell-home-section">
      <div className="ui-container">
        <h2 id="comparison-heading">How We Compare</h2>
        <div className="shell-comparison">
          <table className="shell-comparison__table">
            <caption>{SHOP_NAME} oils compared with conventional brands and big-box generic oils</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{SHOP_NAME}</th>
                <th scope="col">Conventional brands</th>
                <th scope="col">Big-box generic</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map(({ aspect, ours, conventional, generic }) => (
                <tr key={aspect}>
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
