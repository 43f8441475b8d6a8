import { useId } from 'react';
import { isEmailVerificationResult } from '@shop/contracts/email-verification-page';
import { SHOP_NAME } from '@shop/ui/brand';
import { Link, useSearchParams } from '@shop/ui/router';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { VERIFICATION_RESULT_TEXTS } from './verification-result-texts.js';
import { VerificationStatus } from './verification-status.js';
import './login-page.css';

/**
 * /verify-email: where a verification link lands once the API has acted on it
 * (`?result=verified|already-verified|expired|invalid`), and where a signed-in shopper asks for
 * a new link. The outcome is in the server-rendered HTML, so it reads the same without JavaScript.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const result = searchParams.get('result');
  const text = VERIFICATION_RESULT_TEXTS[isEmailVerificationResult(result) ? result : 'none'];
  const headingId = useId();
  useDocumentTitle(`${text.heading} | ${SHOP_NAME}`);
  return (
    <div className="shell-page">
      <section className="ui-card shell-login" aria-labelledby={headingId}>
        <h1 id={headingId}>{text.heading}</h1>
        <p>{text.message}</p>
        <VerificationStatus offerNewLink={text.offerNewLink} />
        <p className="shell-login__switch">
          <Link to="/products">Continue shopping</Link>
        </p>
      </section>
    </div>
  );
}
