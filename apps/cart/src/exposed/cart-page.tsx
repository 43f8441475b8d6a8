import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { CartPage } from '../features/cart/components/cart-page.js';

/** Exposed as cart/CartPage (/cart). */
export default function CartPageRemote() {
  return (
    <RemoteRoot name="cart" buildVersion={BUILD_VERSION}>
      <CartPage />
    </RemoteRoot>
  );
}
