import { PRODUCT_CARD_RATING } from '@shop/contracts/constants';
import { VisuallyHidden } from '@shop/ui/visually-hidden';

const STAR_COUNT = 5;

/** The shop's fixed rating (same on every card, not data), five stars with a text equivalent. */
export function ProductRating() {
  return (
    <p className="catalog-rating">
      <span aria-hidden="true" className="catalog-rating__stars">
        {'★'.repeat(STAR_COUNT)}
      </span>
      <span aria-hidden="true">{PRODUCT_CARD_RATING}</span>
      <VisuallyHidden>Rated {PRODUCT_CARD_RATING} out of 5</VisuallyHidden>
    </p>
  );
}
