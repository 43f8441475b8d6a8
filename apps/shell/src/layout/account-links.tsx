import { useLocation } from '@shop/ui/router';
import { signInUrl, signOutUrl } from '@shop/ui/auth-urls';
import { buttonClassName } from '@shop/ui/button';
import { useAuth } from '@shop/ui/use-auth';
import { LOGIN_PATH } from '../app/route-table.js';

/**
 * Where signing in should bring the shopper back to: the page they are on. On the sign-in page
 * itself, the place that page was already going to return to, not the sign-in page.
 */
function useReturnTo(): string | undefined {
  const { pathname, search } = useLocation();
  if (pathname !== LOGIN_PATH) return pathname + search;
  return new URLSearchParams(search).get('returnTo') ?? undefined;
}

/** Sign In, or the shopper's name and Sign Out; both are full page navigations to the API. */
export function AccountLinks() {
  const { user, isLoading } = useAuth();
  const returnTo = useReturnTo();
  if (isLoading) return <span className="shell-account shell-account--pending" aria-hidden="true" />;
  if (!user) {
    return (
      <a className={buttonClassName('primary', 'sm')} href={signInUrl(returnTo)}>
        Sign In
      </a>
    );
  }
  return (
    <span className="shell-account">
      <span className="shell-account__name">{user.firstName || user.email}</span>
      <a className={buttonClassName('secondary', 'sm')} href={signOutUrl()}>
        Sign Out
      </a>
    </span>
  );
}
