import { Link } from '@shop/ui/router';
import { SHOP_NAME } from '@shop/ui/brand';
import { buttonClassName } from '@shop/ui/button';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { MessagePanel } from '../../../components/message-panel.js';

/** An unknown order id, or another shopper's order (the API answers 404 for both). */
export function OrderNotFound() {
  useDocumentTitle(`Order Not Found | ${SHOP_NAME}`);
  return (
    <MessagePanel
      title="Order Not Found"
      headingLevel={1}
      action={
        <Link className={buttonClassName('primary')} to="/orders">
          Your Orders
        </Link>
      }
    >
      We couldn't find that order. It may belong to another account, or the link may be mistyped.
    </MessagePanel>
  );
}
