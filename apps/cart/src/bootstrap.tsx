import { Navigate, Route, Routes } from '@shop/ui/router';
import { HarnessLayout } from '@shop/ui/harness-layout';
import { renderHarness } from '@shop/ui/render-harness';
import CartPageRemote from './exposed/cart-page.js';
import CheckoutPageRemote from './exposed/checkout-page.js';
import OrderPageRemote from './exposed/order-page.js';
import OrdersPageRemote from './exposed/orders-page.js';

/** Standalone harness: the cart's, checkout's and orders' pages with the same providers the shell gives them. */
function CartHarness() {
  return (
    <HarnessLayout
      remoteName="cart"
      links={[
        { to: '/cart', label: 'Cart' },
        { to: '/checkout', label: 'Checkout' },
        { to: '/orders', label: 'Orders' },
      ]}
    >
      <Routes>
        <Route path="/" element={<Navigate to="/cart" replace />} />
        <Route path="/cart" element={<CartPageRemote />} />
        <Route path="/checkout" element={<CheckoutPageRemote />} />
        <Route path="/orders" element={<OrdersPageRemote />} />
        <Route path="/orders/:id" element={<OrderPageRemote />} />
        <Route path="*" element={<p>This harness only serves /cart, /checkout and /orders.</p>} />
      </Routes>
    </HarnessLayout>
  );
}

renderHarness(<CartHarness />);
