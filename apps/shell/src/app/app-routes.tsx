import { lazy, Suspense } from 'react';
import { Route, Routes } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { HomePage } from '../home/home-page.js';
import { SiteLayout } from '../layout/site-layout.js';
import { NotFoundPage } from '../not-found/not-found-page.js';
import { FaqPage } from '../pages/faq-page.js';
import { PrivacyPage } from '../pages/privacy-page.js';
import { ReturnsPage } from '../pages/returns-page.js';
import { ShippingPage } from '../pages/shipping-page.js';
import { TermsPage } from '../pages/terms-page.js';
import { RemoteMount } from '../remotes/remote-mount.js';
import { EMAIL_VERIFICATION_PAGE_PATH, LOGIN_PATH, POLICY_PATHS, REMOTE_ROUTES } from './route-table.js';

// Its own chunk: the form library is loaded by those who sign in, not by every page view.
const LoginPage = lazy(() =>
  import('../accounts/components/login-page.js').then(({ LoginPage }) => ({ default: LoginPage })),
);
// Its own chunk too: opened from a verification e-mail, seldom otherwise.
const VerifyEmailPage = lazy(() =>
  import('../accounts/components/verify-email-page.js').then(({ VerifyEmailPage }) => ({ default: VerifyEmailPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path={LOGIN_PATH}
          element={
            <Suspense fallback={<Spinner />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          path={EMAIL_VERIFICATION_PAGE_PATH}
          element={
            <Suspense fallback={<Spinner />}>
              <VerifyEmailPage />
            </Suspense>
          }
        />
        <Route path={POLICY_PATHS.faq} element={<FaqPage />} />
        <Route path={POLICY_PATHS.shipping} element={<ShippingPage />} />
        <Route path={POLICY_PATHS.returns} element={<ReturnsPage />} />
        <Route path={POLICY_PATHS.privacy} element={<PrivacyPage />} />
        <Route path={POLICY_PATHS.terms} element={<TermsPage />} />
        {REMOTE_ROUTES.map(({ path, remote, module }) => (
          <Route
            key={path}
            path={path}
            element={
              <div className="shell-page">
                <RemoteMount remote={remote} module={module} />
              </div>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
