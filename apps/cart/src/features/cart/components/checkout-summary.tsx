import type { ReactNode } from 'react';
import type { CartItem } from '@shop/contracts/cart';
import { Card } from '@shop/ui/card';
import { formatMoney } from '../../../utils/format-money.js';
import { SummaryAmounts } from './summary-amounts.js';

/** What is being bought, the server's amounts, and the Place Order button (children). */
export function CheckoutSummary({ items, children }: { items: readonly CartItem[]; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby="order-summary-heading" className="cart-summary checkout-summary">
      <h2 id="order-summary-heading">Order Summary</h2>
      <ul className="checkout-summary__items">
        {items.map((item) => (
          <li key={item.id}>
            <span>
              {item.product.name} <span className="ui-muted">× {item.quantity}</span>
            </span>
            <span className="ui-muted">{formatMoney(item.product.price)} each</span>
          </li>
        ))}
      </ul>
      <SummaryAmounts />
      {children}
    </Card>
  );
}
