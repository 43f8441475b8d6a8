export interface ProviderSignInNoticeProps {
  providerName: string;
  /** The provider vouched for an email that already has an account here: its password links them. */
  linkPending: boolean;
  /** `provider`: the provider sign-in failed; `link`: it cannot be joined to the existing account. */
  error: string | null;
}

/**
 * Why a single sign-on did not sign the shopper in, where the server sent them back to this page.
 * An identity is joined to an existing account only once its owner proves they have it, so a
 * shopper in that situation is asked for the account's password, once.
 */
export function ProviderSignInNotice({ providerName, linkPending, error }: ProviderSignInNoticeProps) {
  if (error === 'provider') {
    return (
      <p role="alert" className="ui-alert ui-alert--danger">
        Signing in with {providerName} did not work. Please try again, or sign in with your email and password.
      </p>
    );
  }
  if (error === 'link') {
    return (
      <p role="alert" className="ui-alert ui-alert--danger">
        Your {providerName} sign-in cannot be connected to the account that has this email address. Sign in with your
        email and password, or contact us and we will help.
      </p>
    );
  }
  if (linkPending) {
    return (
      <p role="status" className="ui-alert">
        An account with this email address already exists. Sign in with its password once to connect your {providerName}{' '}
        sign-in to it; after that, {providerName} alone signs you in.
      </p>
    );
  }
  return null;
}
