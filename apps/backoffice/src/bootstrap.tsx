import { ADMIN_PAGE_PATHS } from '@shop/contracts/admin-routes';
import { HarnessLayout } from '@shop/ui/harness-layout';
import { renderHarness } from '@shop/ui/render-harness';
import { Route, Routes } from '@shop/ui/router';
import AdminAppRemote from './exposed/admin-app.js';

/** Standalone harness: the back office with the same providers the shell gives it. */
function BackofficeHarness() {
  return (
    <HarnessLayout remoteName="backoffice" links={[{ to: ADMIN_PAGE_PATHS.today, label: 'Back office' }]}>
      <Routes>
        <Route path="*" element={<AdminAppRemote />} />
      </Routes>
    </HarnessLayout>
  );
}

renderHarness(<BackofficeHarness />);
