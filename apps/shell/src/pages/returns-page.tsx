import { PolicyPage } from './policy-page.js';
import { PolicySections } from './policy-sections.js';

export function ReturnsPage() {
  return (
    <PolicyPage title="Returns">
      <PolicySections page="returns" />
    </PolicyPage>
  );
}
