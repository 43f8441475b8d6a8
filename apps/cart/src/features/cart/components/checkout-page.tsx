import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@shop/ui/router';
import type { PlaceOrderResponse } from '@shop/contracts/orders';
import { SHOP_NAME } from '@shop/ui/brand';
import { Spinner } from '@shop/ui/spinner';
import { useToast } from '@shop/ui/toast';
import { useAuth } from '@shop/ui/use-auth';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { leaveFor } from '../../../utils/leave-for.js';
import { ORDER_PLACED_STATE } from '../../../utils/order-placed-state.js';
import { useCart } from '../api/get-cart.js';
import { useCheckoutOptions } from '../api/get-checkout-options.js';
import { CheckoutForm } from './checkout-form.js';
import { EMPTY_CART_TOAST, orderPlacedToast } from './checkout-toasts.js';
import './cart.css';
import './checkout.css';

/** Back to /cart with an "Empty Cart" notice, shown once. */
function EmptyCartRedirect() {
  const { toast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast(EMPTY_CART_TOAST);
  }, [toast]);
  return <Navigate to="/cart" replace />;
}

/**
 * /checkout. Signed-out shoppers and empty carts go back to /cart. The amounts come from the
 * server; placing the order goes to the order page (pay on delivery) or to the card payment page.
 */
export function CheckoutPage() {
  useDocumentTitle(`Checkout | ${SHOP_NAME}`);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { data: items, isPending: cartPending, isError: cartFailed } = useCart({ enabled: isAuthenticated });
  const options = useCheckoutOptions({ enabled: isAuthenticated });
  // Once placed, checkout is being left; the emptied cart must not bounce the shopper to /cart.
  const [leavingFor, setLeavingFor] = useState<'payment' | 'order' | null>(null);

  function onPlaced({ order, paymentUrl }: PlaceOrderResponse) {
    setLeavingFor(paymentUrl ? 'payment' : 'order');
    if (paymentUrl) {
      leaveFor(paymentUrl);
      return;
    }
    toast(orderPlacedToast(order.paymentMethod));
    void navigate(`/orders/${order.id}`, { state: ORDER_PLACED_STATE });
  }

  if (leavingFor) {
    return (
      <Spinner label={leavingFor === 'payment' ? 'Taking you to the payment page…' : 'Taking you to your order…'} />
    );
  }
  if (authLoading || (isAuthenticated && cartPending)) return <Spinner label="Loading checkout…" />;
  if (!isAuthenticated || cartFailed || !items) return <Navigate to="/cart" replace />;
  if (items.length === 0) return <EmptyCartRedirect />;

  return (
    <div className="checkout-page">
      <h1>Checkout</h1>
      {searchParams.get('payment') === 'cancelled' ? (
        <p className="ui-alert checkout-page__notice" role="status">
          Payment was cancelled. Your cart is still here.
        </p>
      ) : null}
      <CheckoutForm
        items={items}
        paymentMethods={options.data?.paymentMethods}
        paymentOptionsFailed={options.isError}
        onPlaced={onPlaced}
      />
    </div>
  );
}
