import { PRODUCT_CATEGORIES } from '@shop/contracts/product-categories';
import { ProductCarousel } from './product-carousel.js';

/** The landing page's products: one carousel per category (oils, then spices). */
export function ProductCarousels() {
  return (
    <div className="catalog-carousels">
      {PRODUCT_CATEGORIES.map((category) => (
        <ProductCarousel key={category} category={category} />
      ))}
    </div>
  );
}
