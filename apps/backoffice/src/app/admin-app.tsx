import { Suspense } from 'react';
import { isStaffRole } from '@shop/contracts/auth';
import { signInUrl } from '@shop/ui/auth-urls';
import { buttonClassName } from '@shop/ui/button';
import { useLocation } from '@shop/ui/router';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { AdminLayout } from './admin-layout.js';
import { adminPageAt, mayOpen } from './admin-pages.js';

/**
 * The back office: signed-out visitors are asked to sign in, shoppers are told it is not for them
 * (the API refuses them anyway), and staff get the page at this address with the navigation of
 * what their role may use.
 */
export function AdminApp() {
  const { user, isLoading } = useAuth();
  const { pathname, search } = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <SignInFirst returnTo={pathname + search} />;
  if (!isStaffRole(user.role)) return <StaffOnly />;
  const entry = adminPageAt(pathname);
  const Page = entry && mayOpen(entry, user.role) ? entry.component : undefined;
  return (
    <AdminLayout role={user.role}>
      {Page ? (
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      ) : (
        <NoSuchPage ownerPage={entry !== undefined} />
      )}
    </AdminLayout>
  );
}

function SignInFirst({ returnTo }: { returnTo: string }) {
  useDocumentTitle('Back office');
  return (
    <section className="admin-gate">
      <h1>Back office</h1>
      <p>Sign in with your staff account to use the back office.</p>
      <a className={buttonClassName('primary')} href={signInUrl(returnTo)}>
        Sign in
      </a>
    </section>
  );
}

function StaffOnly() {
  useDocumentTitle('Back office');
  return (
    <section className="admin-gate">
      <h1>Back office</h1>
      <p>The back office is for the shop staff only.</p>
    </section>
  );
}

function NoSuchPage({ ownerPage }: { ownerPage: boolean }) {
  useDocumentTitle('Back office');
  return (
    <section>
      <h1>{ownerPage ? 'Owner only' : 'Page not found'}</h1>
      <p>{ownerPage ? 'Only the shop owner can open this page.' : 'There is no back-office page at this address.'}</p>
    </section>
  );
}
