import { useId } from 'react';
import { UnstyledButton } from '@shop/ui/button';
import { formatUsd, toCents } from '@shop/contracts/money';
import type { Product } from '@shop/contracts/products';
import { isOutOfStock } from '../oil-selection.js';

/** The stand-in image for an oil without one. */
const OIL_IMAGE_PLACEHOLDER = '/api/placeholder/72/72';

export interface OilToggleProps {
  oil: Product;
  chosen: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/**
 * One oil as a toggle button (aria-pressed): named by the oil alone, described by its price and,
 * when it has run out, "Out of stock", so the reason it cannot be chosen is read with it.
 */
export function OilToggle({ oil, chosen, disabled, onToggle }: OilToggleProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const detailsId = `${id}-details`;
  return (
    <UnstyledButton
      className="oil-toggle"
      aria-pressed={chosen}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      disabled={disabled}
      onClick={onToggle}
    >
      <img
        className="oil-toggle__image"
        src={oil.imageUrl || OIL_IMAGE_PLACEHOLDER}
        alt=""
        width={72}
        height={72}
        loading="lazy"
      />
      <span id={nameId} className="oil-toggle__name">
        {oil.name}
      </span>
      <span id={detailsId} className="oil-toggle__details">
        <span>{formatUsd(toCents(oil.price))}</span>{' '}
        {isOutOfStock(oil) ? <span className="oil-toggle__stock">Out of stock</span> : null}
      </span>
      <span className="oil-toggle__mark" aria-hidden="true">
        {chosen ? '✓' : '+'}
      </span>
    </UnstyledButton>
  );
}
