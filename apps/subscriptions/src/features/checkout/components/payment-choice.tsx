import type { PaymentMethod } from '@shop/contracts/orders';
import { Button } from '@shop/ui/button';
import { Spinner } from '@shop/ui/spinner';

export const PAYMENT_CHOICE_LABELS: Record<PaymentMethod, string> = {
  stripe: 'Pay by card',
  pay_on_delivery: 'Pay on delivery',
};

const PAYMENT_CHOICE_HINTS: Record<PaymentMethod, string> = {
  stripe: 'You will be taken to our secure payment page; each box is charged to your card on renewal.',
  pay_on_delivery: 'Pay for each box when it arrives.',
};

/** The only method there is, as a sentence. */
const ONLY_METHOD_TEXT: Record<PaymentMethod, string> = {
  stripe: 'You will pay by card.',
  pay_on_delivery: 'You will pay on delivery.',
};

export interface PaymentChoiceProps {
  /** undefined while loading or when the options could not be loaded. */
  methods: readonly PaymentMethod[] | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  selected: PaymentMethod | undefined;
  onSelect: (method: PaymentMethod) => void;
  disabled: boolean;
}

/**
 * How the shopper pays: a choice when the shop takes both methods, a sentence when it takes one.
 * With none (or options that failed to load) the shopper may still send the form: the server then
 * says what is missing, in the Checkout Failed notice.
 */
export function PaymentChoice({ methods, loadFailed, onRetry, selected, onSelect, disabled }: PaymentChoiceProps) {
  if (loadFailed) {
    return (
      <div className="ui-alert ui-alert--danger" role="alert">
        <p>We couldn't load the payment options.</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!methods) return <Spinner label="Loading payment options…" />;
  const [onlyMethod] = methods;
  if (methods.length === 0 || !onlyMethod) {
    return (
      <p className="ui-alert">
        No payment method is set up for subscriptions yet. You can still send your subscription, and we will tell you if
        it cannot be taken.
      </p>
    );
  }
  if (methods.length === 1) {
    return (
      <p>
        <strong>{ONLY_METHOD_TEXT[onlyMethod]}</strong>{' '}
        <span className="ui-muted">{PAYMENT_CHOICE_HINTS[onlyMethod]}</span>
      </p>
    );
  }
  return (
    <fieldset className="subscription-payment" disabled={disabled}>
      <legend className="ui-visually-hidden">Payment method</legend>
      {methods.map((method) => (
        <div key={method} className="subscription-payment__option">
          <input
            type="radio"
            id={`subscription-payment-${method}`}
            name="paymentMethod"
            value={method}
            checked={selected === method}
            onChange={() => onSelect(method)}
            aria-describedby={`subscription-payment-${method}-hint`}
          />
          <label htmlFor={`subscription-payment-${method}`}>{PAYMENT_CHOICE_LABELS[method]}</label>
          <p id={`subscription-payment-${method}-hint`} className="ui-muted subscription-payment__hint">
            {PAYMENT_CHOICE_HINTS[method]}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
