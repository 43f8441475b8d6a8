import { Link } from '@shop/ui/router';
import { freeShippingNote } from '@shop/contracts/money';
import { SHOP_NAME } from '@shop/ui/brand';
import { buttonClassName } from '@shop/ui/button';
import { Card } from '@shop/ui/card';
import { Spinner } from '@shop/ui/spinner';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { MessagePanel } from '../../../components/message-panel.js';
import { SignInPrompt } from '../../../components/sign-in-prompt.js';
import { useCart } from '../api/get-cart.js';
import { CartLine } from './cart-line.js';
import { SummaryAmounts } from './summary-amounts.js';
import './cart.css';

function SignedInCart() {
  const { data: items, isPending, isError } = useCart({ enabled: true });
  if (isPending) return <Spinner label="Loading your cart…" />;
  if (isError) {
    return (
      <p className="ui-alert ui-alert--danger" role="alert">
        We couldn't load your cart. Please reload the page to try again.
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <MessagePanel
        title="Your cart is empty"
        action={
          <Link className={buttonClassName('primary')} to="/products">
            Shop Now
          </Link>
        }
      >
        Fresh cold-pressed oils and whole spices are waiting for you.
      </MessagePanel>
    );
  }
  return (
    <div className="cart-layout">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="ui-visually-hidden">
          Items in your cart
        </h2>
        <ul className="cart-lines">
          {items.map((item) => (
            <CartLine key={item.id} item={item} />
          ))}
        </ul>
      </section>
      <Card as="section" aria-labelledby="order-summary-heading" className="cart-summary">
        <h2 id="order-summary-heading">Order Summary</h2>
        <SummaryAmounts />
        <p className="cart-summary__note">{freeShippingNote()}</p>
        <Link className={buttonClassName('primary', 'md', 'cart-summary__action')} to="/checkout">
          Proceed to Checkout
        </Link>
      </Card>
    </div>
  );
}

/** /cart: needs a signed-in shopper; others see "Sign in to view your cart". */
export function CartPage() {
  useDocumentTitle(`Your Cart | ${SHOP_NAME}`);
  const { isAuthenticated, isLoading } = useAuth();
  return (
    <div className="cart-page">
      <div className="cart-page__header">
        <h1>Your Cart</h1>
        {isAuthenticated ? (
          <Link className={buttonClassName('secondary', 'sm')} to="/orders">
            Your Orders
          </Link>
        ) : null}
      </div>
      {isLoading ? (
        <Spinner />
      ) : isAuthenticated ? (
        <SignedInCart />
      ) : (
        <SignInPrompt
          title="Sign in to view your cart"
          text="Your cart is saved to your account, so it follows you from device to device."
          returnTo="/cart"
        />
      )}
    </div>
  );
}
