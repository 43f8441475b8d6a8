import { Link } from '@shop/ui/router';
import { signOutUrl } from '@shop/ui/auth-urls';
import { buttonClassName } from '@shop/ui/button';

/** For a shopper who opens the sign-in page while already signed in (e.g. from a bookmark). */
export function SignedInNotice({ email, continueTo }: { email: string; continueTo: string }) {
  return (
    <div className="shell-login__signed-in">
      <p>You are signed in as {email}</p>
      <div className="shell-login__actions">
        <Link to={continueTo} className={buttonClassName('primary')}>
          Continue
        </Link>
        <a href={signOutUrl()} className={buttonClassName('secondary')}>
          Sign Out
        </a>
      </div>
    </div>
  );
}
