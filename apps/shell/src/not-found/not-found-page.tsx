import { Link } from '@shop/ui/router';
import { SHOP_NAME } from '@shop/ui/brand';
import { buttonClassName } from '@shop/ui/button';
import { useDocumentTitle } from '@shop/ui/use-document-title';

/** Any path the router does not know: a 404 page with a way back home. */
export function NotFoundPage() {
  useDocumentTitle(`Page Not Found | ${SHOP_NAME}`);
  return (
    <div className="shell-page">
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClassName('primary')}>
        Back to the home page
      </Link>
    </div>
  );
}
