import { PolicyPage } from './policy-page.js';
import { PolicySections } from './policy-sections.js';

export function FaqPage() {
  return (
    <PolicyPage title="Frequently Asked Questions">
      <PolicySections page="faq" />
    </PolicyPage>
  );
}
