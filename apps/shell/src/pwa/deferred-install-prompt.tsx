import { lazy, Suspense } from 'react';
import { useAfterPageLoad } from '../layout/use-after-page-load.js';

const InstallPrompt = lazy(() =>
  import('./install-prompt.js').then(({ InstallPrompt }) => ({ default: InstallPrompt })),
);

/** The install card, in its own script fetched once the page has loaded (no shopper comes for it). */
export function DeferredInstallPrompt() {
  const pageLoaded = useAfterPageLoad();
  return pageLoaded ? (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  ) : null;
}
