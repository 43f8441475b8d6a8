import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { CheckoutPage } from '../features/cart/components/checkout-page.js';

/** Exposed as cart/CheckoutPage (/checkout). */
export default function CheckoutPageRemote() {
  return (
    <RemoteRoot name="cart" buildVersion={BUILD_VERSION}>
      <CheckoutPage />
    </RemoteRoot>
  );
}
