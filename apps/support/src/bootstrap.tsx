import { Route, Routes } from '@shop/ui/router';
import { HarnessLayout } from '@shop/ui/harness-layout';
import { renderHarness } from '@shop/ui/render-harness';
import BusinessSectionRemote from './exposed/business-section.js';
import ContactSectionRemote from './exposed/contact-section.js';

/** Standalone harness: the exposed sections with the same providers the shell gives them. */
function SupportHarness() {
  return (
    <HarnessLayout remoteName="support" links={[{ to: '/', label: 'Business & contact sections' }]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <BusinessSectionRemote />
              <hr />
              <ContactSectionRemote />
            </>
          }
        />
      </Routes>
    </HarnessLayout>
  );
}

renderHarness(<SupportHarness />);
