import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { OrderPage } from '../features/orders/components/order-page.js';

/** Exposed as cart/OrderPage (/orders/:id). */
export default function OrderPageRemote() {
  return (
    <RemoteRoot name="cart" buildVersion={BUILD_VERSION}>
      <OrderPage />
    </RemoteRoot>
  );
}
