import { TAX_RATE_LABEL } from '@shop/contracts/constants';
import type { Money } from '@shop/contracts/money';
import { formatMoney, formatShipping } from '../utils/format-money.js';
import './amounts-table.css';

export interface Amounts {
  subtotal: Money;
  shipping: Money;
  tax: Money;
  total: Money;
}

/**
 * Amounts the server computed (a cart summary or an order), as a table whose rows are named by
 * label and amount, e.g. "Subtotal $45.47". Nothing here adds anything up.
 */
export function AmountsTable({ amounts, caption }: { amounts: Amounts; caption: string }) {
  return (
    <table className="cart-amounts">
      <caption className="ui-visually-hidden">{caption}</caption>
      <tbody>
        <tr>
          <th scope="row">Subtotal</th>
          <td>{formatMoney(amounts.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row">Shipping</th>
          <td>{formatShipping(amounts.shipping)}</td>
        </tr>
        <tr>
          <th scope="row">Tax ({TAX_RATE_LABEL})</th>
          <td>{formatMoney(amounts.tax)}</td>
        </tr>
        <tr className="cart-amounts__total">
          <th scope="row">Total</th>
          <td>{formatMoney(amounts.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
