import { EMAIL_VERIFICATION_PAGE_PATH } from '@shop/contracts/email-verification-page';
import { signInUrl } from '@shop/ui/auth-urls';
import { Button, buttonClassName } from '@shop/ui/button';
import { readApiError } from '@shop/ui/read-api-error';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useEmailVerificationStatus, useSendVerificationEmail } from '../api/email-verification.js';
import { FormAlert } from './form-alert.js';

/**
 * The signed-in account's address and, while it is not verified, a button that e-mails a new link.
 * A shopper who is signed out is asked to sign in first (the link goes to the account's address,
 * so the shop must know which account). Rendered in the browser only: the server renders pages
 * without the shopper.
 */
export function VerificationStatus({ offerNewLink }: { offerNewLink: boolean }) {
  const { user, isLoading } = useAuth();
  const status = useEmailVerificationStatus(user !== null);
  const send = useSendVerificationEmail();

  if (isLoading) return null;
  if (!user) {
    if (!offerNewLink) return null;
    return (
      <p>
        <a className={buttonClassName('primary')} href={signInUrl(EMAIL_VERIFICATION_PAGE_PATH)}>
          Sign in to send a new link
        </a>
      </p>
    );
  }
  if (status.isPending) return <Spinner label="Checking your e-mail address…" />;
  if (status.isError || !status.data) {
    return <p role="alert">Your e-mail address could not be checked. Reload the page to try again.</p>;
  }
  const { email, verified } = status.data;
  if (verified) return <p>The address of your account, {email}, is verified.</p>;
  return (
    <div className="shell-login__form">
      <p>The address of your account, {email}, is not verified yet.</p>
      <FormAlert message={send.isError ? readApiError(send.error).message : undefined} />
      {/* Always in the page, so screen readers announce the confirmation when it appears. */}
      <p role="status">
        {send.isSuccess ? `We sent a new link to ${send.data.sentTo}. Open it from that e-mail.` : ''}
      </p>
      <div className="shell-login__actions">
        <Button onClick={() => send.mutate()} disabled={send.isPending}>
          Send a new link
        </Button>
      </div>
    </div>
  );
}
