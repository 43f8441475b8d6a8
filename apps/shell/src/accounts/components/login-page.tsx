import { useId, useRef } from 'react';
import { useSearchParams } from '@shop/ui/router';
import type { AuthProviders } from '@shop/contracts/auth';
import { safeReturnTo } from '@shop/contracts/return-to';
import { SHOP_NAME } from '@shop/ui/brand';
import { Button, buttonClassName } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { useAuthProviders } from '../api/get-auth-providers.js';
import { RegisterForm } from './register-form.js';
import { SignInForm } from './sign-in-form.js';
import { ProviderSignInNotice } from './provider-sign-in-notice.js';
import { SignedInNotice } from './signed-in-notice.js';
import './login-page.css';

type Mode = 'signIn' | 'register';

/**
 * A full page load, not a router navigation: the shell, every remote and the QueryClient start
 * again and see the new session, so no cached "signed out" answer survives anywhere.
 */
function loadPage(url: string): void {
  window.location.assign(url);
}

function singleSignOnUrl(oidc: AuthProviders['oidc'], returnTo: string | undefined): string {
  return returnTo ? `${oidc.loginUrl}?returnTo=${encodeURIComponent(returnTo)}` : oidc.loginUrl;
}

export interface LoginPageProps {
  /** Where the browser goes after signing in; replaceable so tests can see it without a page load. */
  navigateTo?: (url: string) => void;
}

/**
 * /login, where GET /api/login sends the browser: sign in, or create an account
 * (/login?mode=register), with single sign-on when the server offers it. The mode lives in the
 * URL so the back button undoes a switch and a link can open either view.
 */
export function LoginPage({ navigateTo = loadPage }: LoginPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { user, isLoading } = useAuth();
  const { providers } = useAuthProviders();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const mode: Mode = searchParams.get('mode') === 'register' ? 'register' : 'signIn';
  const returnToParameter = searchParams.get('returnTo');
  const returnTo = returnToParameter === null ? undefined : safeReturnTo(returnToParameter);
  const heading = mode === 'register' ? 'Create an account' : 'Sign in';
  useDocumentTitle(`${heading} | ${SHOP_NAME}`);

  function switchTo(next: Mode) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 'register') params.set('mode', 'register');
      else params.delete('mode');
      return params;
    });
    // The button just pressed is gone; start the new view from its heading.
    headingRef.current?.focus();
  }

  function content() {
    if (isLoading) return <Spinner />;
    if (user) return <SignedInNotice email={user.email} continueTo={returnTo ?? '/'} />;
    if (!providers) return <Spinner label="Loading sign-in options…" />;
    const { builtIn, oidc } = providers;
    if (!builtIn && !oidc.enabled) return <p>Signing in is not available at the moment. Please try again later.</p>;
    return (
      <>
        <ProviderSignInNotice
          providerName={oidc.name}
          linkPending={searchParams.get('link') === 'provider'}
          error={searchParams.get('error')}
        />
        {oidc.enabled && (
          <a className={buttonClassName('secondary', 'md', 'shell-login__sso')} href={singleSignOnUrl(oidc, returnTo)}>
            Sign in with {oidc.name}
          </a>
        )}
        {oidc.enabled && builtIn && (
          <p className="shell-login__divider">
            <span>or</span>
          </p>
        )}
        {builtIn && mode === 'signIn' && (
          <>
            <SignInForm returnTo={returnTo} onSignedIn={navigateTo} />
            <p className="shell-login__switch">
              New here?{' '}
              <Button variant="ghost" size="sm" onClick={() => switchTo('register')}>
                Create an account
              </Button>
            </p>
          </>
        )}
        {builtIn && mode === 'register' && (
          <>
            <RegisterForm returnTo={returnTo} onRegistered={navigateTo} />
            <p className="shell-login__switch">
              Already have an account?{' '}
              <Button variant="ghost" size="sm" onClick={() => switchTo('signIn')}>
                Sign in instead
              </Button>
            </p>
          </>
        )}
      </>
    );
  }

  return (
    <div className="shell-page">
      <section className="ui-card shell-login" aria-labelledby={headingId}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        {content()}
      </section>
    </div>
  );
}
