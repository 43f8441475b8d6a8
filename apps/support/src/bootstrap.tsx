import { Route, Routes } from '@shop/ui/router';
import { HarnessLayout } from '@shop/ui/harness-layout';
import { renderHarness } from '@shop/ui/render-harness';
import BusinessSectionRemote from './exposed/business-section.js';
import ChatWidgetRemote from './exposed/chat-widget.js';
import ContactSectionRemote from './exposed/contact-section.js';

/** Standalone harness: the exposed sections and the chat widget with the same providers the shell gives them. */
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
      <ChatWidgetRemote />
    </HarnessLayout>
  );
}

renderHarness(<SupportHarness />);
