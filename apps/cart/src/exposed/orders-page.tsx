import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { OrdersPage } from '../features/orders/components/orders-page.js';

/** Exposed as cart/OrdersPage (/orders). */
export default function OrdersPageRemote() {
  return (
    <RemoteRoot name="cart" buildVersion={BUILD_VERSION}>
      <OrdersPage />
    </RemoteRoot>
  );
}
