import type { PaymentMethod } from '@shop/contracts/orders';
import { Spinner } from '@shop/ui/spinner';
import { PAYMENT_METHOD_LABELS } from '../../../utils/payment-method-labels.js';

const PAYMENT_METHOD_HINTS: Record<PaymentMethod, string> = {
  pay_on_delivery: 'Pay when your order arrives.',
  stripe: 'You will be taken to our secure payment page.',
};

export interface PaymentMethodSectionProps {
  /** undefined while loading or when the options could not be loaded. */
  paymentMethods: readonly PaymentMethod[] | undefined;
  loadFailed: boolean;
  selected: PaymentMethod | undefined;
  onSelect: (method: PaymentMethod) => void;
  disabled: boolean;
}

/**
 * How the shopper pays. With no method configured a warning banner is shown and the order cannot
 * be placed ("Setup Required").
 */
export function PaymentMethodSection({
  paymentMethods,
  loadFailed,
  selected,
  onSelect,
  disabled,
}: PaymentMethodSectionProps) {
  if (loadFailed) {
    return (
      <p className="ui-alert ui-alert--danger" role="alert">
        We couldn't load the payment options. Please reload the page to try again.
      </p>
    );
  }
  if (!paymentMethods) return <Spinner label="Loading payment options…" />;
  if (paymentMethods.length === 0) {
    return (
      <div className="ui-alert checkout-page__banner" role="alert">
        <p>
          <strong>Payment processing setup is required.</strong> Orders can be placed once the shop's payment provider
          is configured.
        </p>
      </div>
    );
  }
  return (
    <fieldset className="checkout-payment" disabled={disabled}>
      <legend className="ui-visually-hidden">Payment method</legend>
      {paymentMethods.map((method) => (
        <div key={method} className="checkout-payment__option">
          <input
            type="radio"
            id={`payment-method-${method}`}
            name="paymentMethod"
            value={method}
            checked={selected === method}
            onChange={() => onSelect(method)}
            aria-describedby={`payment-method-${method}-hint`}
          />
          <label htmlFor={`payment-method-${method}`}>{PAYMENT_METHOD_LABELS[method]}</label>
          <p id={`payment-method-${method}-hint`} className="ui-muted checkout-payment__hint">
            {PAYMENT_METHOD_HINTS[method]}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
