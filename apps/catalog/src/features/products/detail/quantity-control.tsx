import { useId, useState } from 'react';
import { Button } from '@shop/ui/button';
import { useDisabledUntilHydrated } from '@shop/ui/use-hydrated';
import { clampQuantity, parseQuantity, PRODUCT_PAGE_QUANTITY_MAX, PRODUCT_PAGE_QUANTITY_MIN } from './quantity.js';

interface QuantityControlProps {
  value: number;
  onChange: (quantity: number) => void;
  max?: number;
  disabled?: boolean;
}

/** "Quantity": − / number / +, always between 1 and max. */
export function QuantityControl({ value, onChange, max = PRODUCT_PAGE_QUANTITY_MAX, disabled }: QuantityControlProps) {
  const inputId = useId();
  // While the shopper types, the field may briefly hold something that is not a quantity (empty).
  const [draft, setDraft] = useState<string | null>(null);
  const inputDisabled = useDisabledUntilHydrated(disabled);

  function change(quantity: number) {
    setDraft(null);
    onChange(clampQuantity(quantity, max));
  }

  return (
    <div className="catalog-quantity">
      <label htmlFor={inputId}>Quantity</label>
      <div className="catalog-quantity__controls">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Decrease quantity"
          disabled={disabled || value <= PRODUCT_PAGE_QUANTITY_MIN}
          onClick={() => change(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          className="catalog-quantity__input"
          min={PRODUCT_PAGE_QUANTITY_MIN}
          max={max}
          value={draft ?? String(value)}
          disabled={inputDisabled}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = parseQuantity(event.target.value);
            if (typed !== null) onChange(clampQuantity(typed, max));
          }}
          onBlur={() => setDraft(null)}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => change(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </div>
    </div>
  );
}
