import { useLocation, useNavigate } from '@shop/ui/router';
import { SHOP_NAME } from '@shop/ui/brand';
import { Button } from '@shop/ui/button';
import { useDocumentTitle } from '@shop/ui/use-document-title';

/** An unknown product id. "Go Back" returns to the previous page, or to the list on a direct visit. */
export function ProductNotFound() {
  useDocumentTitle(`Product Not Found | ${SHOP_NAME}`);
  const navigate = useNavigate();
  // The router marks the first entry of a visit with the key "default": there is nothing to go back to.
  const hasHistory = useLocation().key !== 'default';

  return (
    <div className="catalog-not-found">
      <h1>Product Not Found</h1>
      <p>We couldn't find that product. It may have been removed, or the link may be mistyped.</p>
      <Button onClick={() => void (hasHistory ? navigate(-1) : navigate('/products'))}>Go Back</Button>
    </div>
  );
}
